CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"identity" text,
	"identity_label" text,
	"target" text,
	"referent" text,
	"role" text NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"group_id" text,
	"permission" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"h" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"last_login" timestamp with time zone,
	"phone_number" text,
	"sale_plan" text,
	"facebook" text,
	"skype" text,
	"customizer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_credit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"vip" integer DEFAULT 0 NOT NULL,
	"wholesale_level" integer DEFAULT 0 NOT NULL,
	"payment_type" text,
	"ship_by_seller" boolean DEFAULT false NOT NULL,
	"ship_by_onos" boolean DEFAULT false NOT NULL,
	"when_tracking_update" text,
	"day_update_tracking" integer,
	"active_tracking_day" integer,
	"default_carrier" text,
	"is_international" boolean DEFAULT false NOT NULL,
	"shipping_user_id" text,
	"default_shipping_id" text,
	"default_shipping_method" jsonb,
	"enable_non_ship" boolean DEFAULT false NOT NULL,
	"addition_shipping_service_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"addition_base_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"active_production_invoice" boolean DEFAULT false NOT NULL,
	"current_affiliate_id" text,
	"process_without_design" boolean DEFAULT false NOT NULL,
	"hold_off" boolean DEFAULT false NOT NULL,
	"disable_design_production" boolean DEFAULT false NOT NULL,
	"hide_production" boolean DEFAULT false NOT NULL,
	"require_inc_active_service" boolean DEFAULT false NOT NULL,
	"enable_check_dimension" boolean DEFAULT false NOT NULL,
	"active_status" text DEFAULT 'Ready' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"api_token_prefix" text,
	"api_token_hash" text,
	"api_token_created_at" timestamp with time zone,
	"api_token_last_used_at" timestamp with time zone,
	"bookmarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"role" text,
	"parent_id" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"permission" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"code" text,
	"subject" text NOT NULL,
	"content" text,
	"image" text,
	"status" text DEFAULT 'New' NOT NULL,
	"referent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notification_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text,
	"subject" text,
	"alias_mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group" jsonb,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacture_workers" (
	"manufacture_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "manufacture_workers_manufacture_id_user_id_pk" PRIMARY KEY("manufacture_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "manufactures" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_group_members" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "merchant_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"actor_id" text,
	"operation" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"ip" text,
	"email" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_access_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"token_prefix" text,
	"operation" text NOT NULL,
	"ip" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"title" text NOT NULL,
	"store_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"payload" jsonb,
	"result" jsonb,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_settings" ADD CONSTRAINT "user_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacture_workers" ADD CONSTRAINT "manufacture_workers_manufacture_id_manufactures_id_fk" FOREIGN KEY ("manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacture_workers" ADD CONSTRAINT "manufacture_workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_group_members" ADD CONSTRAINT "merchant_group_members_group_id_merchant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."merchant_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_group_members" ADD CONSTRAINT "merchant_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_api_token_prefix_key" ON "users" USING btree ("api_token_prefix");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_group_idx" ON "users" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "users_identity_idx" ON "users" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "users_groups_gin" ON "users" USING gin ("groups");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ((lower("email" || ' ' || "name" || ' ' || coalesce("identity_label", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_groups_name_idx" ON "user_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_groups_status_idx" ON "user_groups" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_status_created_idx" ON "notifications" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_notification_settings_user_type_key" ON "user_notification_settings" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "manufacture_workers_user_idx" ON "manufacture_workers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merchant_group_members_user_idx" ON "merchant_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blocked_logs_created_idx" ON "blocked_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "token_access_logs_created_idx" ON "token_access_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "token_access_logs_user_idx" ON "token_access_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");