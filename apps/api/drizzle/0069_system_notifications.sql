CREATE TABLE "system_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"image_id" text,
	"audience" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"merchant_group_id" text,
	"important" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"trashed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_notifications_audience_check" CHECK ("system_notifications"."audience" in ('everyone', 'roles', 'merchant_group'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_merchant_group_id_merchant_groups_id_fk" FOREIGN KEY ("merchant_group_id") REFERENCES "public"."merchant_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_notifications_due_idx" ON "system_notifications" USING btree ("publish_at") WHERE "system_notifications"."delivered_at" is null and "system_notifications"."trashed_at" is null;--> statement-breakpoint
CREATE INDEX "system_notifications_created_idx" ON "system_notifications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_system_referent_idx" ON "notifications" USING btree ("referent","status") WHERE "notifications"."type" = 'System';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('Order', 'Item', 'Support', 'Return', 'System'));