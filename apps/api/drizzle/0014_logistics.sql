CREATE TABLE "fulfilment_tracking" (
	"id" text PRIMARY KEY NOT NULL,
	"fulfilment_id" text NOT NULL,
	"order_ref" text NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"credentials_enc" text NOT NULL,
	"credentials_hint" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'invalid' NOT NULL,
	"routing" text DEFAULT 'manual' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"preset_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilments_provider_check" CHECK ("fulfilments"."provider" in ('customcat', 'lionnix', 'merchize', 'geargag', 'scalable', 'private', 'printify', 'gearment')),
	CONSTRAINT "fulfilments_status_check" CHECK ("fulfilments"."status" in ('valid', 'invalid', 'lost_connection', 'trash')),
	CONSTRAINT "fulfilments_routing_check" CHECK ("fulfilments"."routing" in ('auto', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_type_check" CHECK ("locations"."type" in ('stock', 'ship_from')),
	CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('active', 'trash'))
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"carrier" text,
	"scope" text DEFAULT 'domestic' NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"max_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"merchant_group_id" text,
	"seller_ids" text[] DEFAULT '{}' NOT NULL,
	"trashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_scope_check" CHECK ("shipping_methods"."scope" in ('domestic', 'international')),
	CONSTRAINT "shipping_methods_audience_check" CHECK ("shipping_methods"."audience" in ('everyone', 'merchant_group', 'sellers')),
	CONSTRAINT "shipping_methods_days_check" CHECK ("shipping_methods"."min_days" >= 0 and "shipping_methods"."max_days" >= "shipping_methods"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"method_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"rest_of_world" boolean DEFAULT false NOT NULL,
	"tiers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"driver" text DEFAULT 'local' NOT NULL,
	"s3_endpoint" text,
	"s3_region" text,
	"s3_bucket" text,
	"s3_access_key_id" text,
	"s3_secret_enc" text,
	"s3_force_path_style" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_settings_driver_check" CHECK ("storage_settings"."driver" in ('local', 's3')),
	CONSTRAINT "storage_settings_single_check" CHECK ("storage_settings"."id" = 'default')
);
--> statement-breakpoint
ALTER TABLE "manufactures" ADD COLUMN "stations" jsonb DEFAULT '{"cutting":true,"printing":true,"sewing":true,"packing":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "manufactures" ADD COLUMN "working_days" text[] DEFAULT '{"mon","tue","wed","thu","fri"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "manufactures" ADD COLUMN "product_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilment_tracking" ADD CONSTRAINT "fulfilment_tracking_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_merchant_group_id_merchant_groups_id_fk" FOREIGN KEY ("merchant_group_id") REFERENCES "public"."merchant_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilment_tracking_order_idx" ON "fulfilment_tracking" USING btree ("fulfilment_id","order_ref","tracking_number");--> statement-breakpoint
CREATE INDEX "fulfilments_list_idx" ON "fulfilments" USING btree ("status","provider","name");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilments_one_default_idx" ON "fulfilments" USING btree ("is_default") WHERE "fulfilments"."is_default";--> statement-breakpoint
CREATE INDEX "locations_list_idx" ON "locations" USING btree ("status","type","name");--> statement-breakpoint
CREATE INDEX "shipping_methods_list_idx" ON "shipping_methods" USING btree ("trashed_at","name");--> statement-breakpoint
CREATE INDEX "shipping_methods_sellers_idx" ON "shipping_methods" USING gin ("seller_ids");--> statement-breakpoint
CREATE INDEX "shipping_methods_group_idx" ON "shipping_methods" USING btree ("merchant_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_method_position_idx" ON "shipping_zones" USING btree ("method_id","position");