CREATE TABLE "mockup_presets" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sku" text,
	"product_id" text NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"mockup_type" text DEFAULT '2D' NOT NULL,
	"model" text,
	"print_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"src_key" text,
	"status" text NOT NULL,
	"owner_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mockup_presets_status_check" CHECK ("mockup_presets"."status" in ('Draft', 'Publish', 'Trash')),
	CONSTRAINT "mockup_presets_provider_check" CHECK ("mockup_presets"."provider" in ('customcat', 'lionnix', 'merchize', 'geargag', 'scalable', 'private', 'printify', 'gearment'))
);
--> statement-breakpoint
CREATE TABLE "listing_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"store_id" text,
	"platform" text NOT NULL,
	"platform_id" text,
	"imported_at" timestamp with time zone,
	"external_url" text,
	"queue_status" text DEFAULT 'queued' NOT NULL,
	"queue_messenger" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_stores_queue_status_check" CHECK ("listing_stores"."queue_status" in ('queued', 'publishing', 'published', 'failed')),
	CONSTRAINT "listing_stores_platform_check" CHECK ("listing_stores"."platform" in ('shopify', 'etsy', 'tiktok', 'amazon', 'woocommerce', 'api', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(14, 2),
	"image_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"front_key" text,
	"back_key" text,
	"sleeve_key" text,
	"hood_key" text,
	"type" text,
	"product_id" text NOT NULL,
	"plf_price" numeric(14, 2),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prety_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attribute_specifics_modify" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size_chart" text,
	"shipping_preset" text,
	"tax_fee_fix" numeric(14, 2),
	"tax_fee" numeric(14, 2),
	"include_size_chart" boolean DEFAULT false NOT NULL,
	"weight" integer,
	"package_width" integer,
	"package_height" integer,
	"package_length" integer,
	"mockup_id" text,
	"print_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('Draft', 'Publish', 'Trash'))
);
--> statement-breakpoint
ALTER TABLE "mockup_presets" ADD CONSTRAINT "mockup_presets_product_id_product_presets_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_presets" ADD CONSTRAINT "mockup_presets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_presets" ADD CONSTRAINT "mockup_presets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_stores" ADD CONSTRAINT "listing_stores_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_stores" ADD CONSTRAINT "listing_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_product_presets_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_presets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_mockup_id_mockup_presets_id_fk" FOREIGN KEY ("mockup_id") REFERENCES "public"."mockup_presets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mockup_presets_product_created_idx" ON "mockup_presets" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_presets_owner_created_idx" ON "mockup_presets" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_presets_provider_status_idx" ON "mockup_presets" USING btree ("provider","status");--> statement-breakpoint
CREATE INDEX "mockup_presets_created_idx" ON "mockup_presets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_presets_code_idx" ON "mockup_presets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mockup_presets_name_trgm" ON "mockup_presets" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_stores_listing_idx" ON "listing_stores" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_stores_listing_store_key" ON "listing_stores" USING btree ("listing_id","store_id");--> statement-breakpoint
CREATE INDEX "listings_seller_status_created_idx" ON "listings" USING btree ("seller_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_seller_created_idx" ON "listings" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_product_idx" ON "listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listings_mockup_idx" ON "listings" USING btree ("mockup_id");--> statement-breakpoint
CREATE INDEX "listings_name_trgm" ON "listings" USING gin (lower("name") gin_trgm_ops);