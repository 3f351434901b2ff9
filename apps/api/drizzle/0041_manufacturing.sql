CREATE TABLE "production_counts" (
	"manufacture_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "production_counts_manufacture_id_source_status_pk" PRIMARY KEY("manufacture_id","source","status")
);
--> statement-breakpoint
CREATE TABLE "production_error_codes" (
	"code" integer PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"redo" text NOT NULL,
	"reproduce" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_error_codes_step_check" CHECK ("production_error_codes"."step" in ('To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing')),
	CONSTRAINT "production_error_codes_redo_check" CHECK ("production_error_codes"."redo" in ('To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'))
);
--> statement-breakpoint
CREATE TABLE "production_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" text NOT NULL,
	"code" integer NOT NULL,
	"step" text NOT NULL,
	"note" text,
	"reporter_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"production_id" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"station" text,
	"worker_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"order_item_id" text NOT NULL,
	"unit_index" integer NOT NULL,
	"seller_id" text NOT NULL,
	"manufacture_id" text NOT NULL,
	"preset_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_type_id" text,
	"product_name" text NOT NULL,
	"variant_title" text NOT NULL,
	"print_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_method" text,
	"batch_id" text,
	"status" text DEFAULT 'To Do' NOT NULL,
	"resume_status" text,
	"route" text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"ship_by" timestamp with time zone NOT NULL,
	"note" text,
	"reproduction_of" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"blank_taken" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productions_status_check" CHECK ("productions"."status" in ('To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing', 'On Hold', 'Error', 'Cancelled')),
	CONSTRAINT "productions_source_check" CHECK ("productions"."source" in ('manual', 'api', 'csv', 'shopify'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_active_status_check";--> statement-breakpoint
-- Hand-written: workers land on their own station's tab (the old queue names are gone).
UPDATE "users" SET "active_status" = CASE "role" WHEN 'cutting' THEN 'Cutting' WHEN 'printer' THEN 'Printing' WHEN 'sewer' THEN 'Sewing' WHEN 'order_qc' THEN 'Quality check' WHEN 'packager' THEN 'Packing' ELSE 'Ready' END
  WHERE "active_status" NOT IN ('Ready', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing');--> statement-breakpoint
ALTER TABLE "product_presets" ADD COLUMN "production_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_presets" ADD COLUMN "print_method" text;--> statement-breakpoint
ALTER TABLE "provider_product_types" ADD COLUMN "stations" text[];--> statement-breakpoint
ALTER TABLE "production_errors" ADD CONSTRAINT "production_errors_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_errors" ADD CONSTRAINT "production_errors_code_production_error_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."production_error_codes"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_errors" ADD CONSTRAINT "production_errors_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_steps" ADD CONSTRAINT "production_steps_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_steps" ADD CONSTRAINT "production_steps_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_manufacture_id_manufactures_id_fk" FOREIGN KEY ("manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_errors_production_idx" ON "production_errors" USING btree ("production_id","created_at");--> statement-breakpoint
CREATE INDEX "production_errors_created_idx" ON "production_errors" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "production_steps_production_idx" ON "production_steps" USING btree ("production_id","scanned_at");--> statement-breakpoint
CREATE INDEX "production_steps_scanned_idx" ON "production_steps" USING btree ("scanned_at","station");--> statement-breakpoint
CREATE UNIQUE INDEX "productions_code_key" ON "productions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "productions_unit_key" ON "productions" USING btree ("order_item_id","unit_index") WHERE "productions"."reproduction_of" is null;--> statement-breakpoint
CREATE INDEX "productions_factory_status_created_idx" ON "productions" USING btree ("manufacture_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "productions_factory_created_idx" ON "productions" USING btree ("manufacture_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "productions_order_idx" ON "productions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "productions_batch_idx" ON "productions" USING btree ("batch_id") WHERE "productions"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "productions_reproduction_idx" ON "productions" USING btree ("reproduction_of") WHERE "productions"."reproduction_of" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_status_check" CHECK ("users"."active_status" in ('Ready', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'));