CREATE TABLE "platform_categories" (
	"platform" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"parent" text,
	"specifics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "platform_categories_platform_id_pk" PRIMARY KEY("platform","id"),
	CONSTRAINT "platform_categories_platform_check" CHECK ("platform_categories"."platform" in ('tiktok', 'etsy', 'amazon', 'ebay'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"preset_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_preset_counts" (
	"collection" text NOT NULL,
	"provider" text NOT NULL,
	"category_id" text DEFAULT '' NOT NULL,
	"visible" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_preset_counts_collection_provider_category_id_visible_pk" PRIMARY KEY("collection","provider","category_id","visible")
);
--> statement-breakpoint
CREATE TABLE "product_preset_favorites" (
	"user_id" text NOT NULL,
	"preset_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_preset_favorites_user_id_preset_id_pk" PRIMARY KEY("user_id","preset_id")
);
--> statement-breakpoint
CREATE TABLE "product_preset_tags" (
	"preset_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "product_preset_tags_preset_id_tag_id_pk" PRIMARY KEY("preset_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_presets" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"hts_code" text,
	"slug" text NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"raw_name" text NOT NULL,
	"image" text,
	"images_thumbnail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"short_description" text,
	"template_description" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"product_type_id" text,
	"manufacture_id" text,
	"shipping_sku" text,
	"base_tag_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"sale_tag_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"min_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"max_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"tax_fee_fix" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"tax_fee" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"value_of_goods" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"tax_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prety_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" text,
	"size_chart" text,
	"shipping_preset" text,
	"platform_category" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platform_specifics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text,
	"collection" text NOT NULL,
	"linked_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monopolist_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"shipping_additional_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"international_shipping_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"international_shipping_additional_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"side_additional_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"position_additional_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"print_document" text,
	"print_template" text,
	"print_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" integer,
	"package_width" integer,
	"package_height" integer,
	"package_length" integer,
	"production_total" integer DEFAULT 0 NOT NULL,
	"batch_total" integer DEFAULT 0 NOT NULL,
	"vip" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiktok_vip_discount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"wholesale_level" integer DEFAULT 0 NOT NULL,
	"mockup_count" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"is_catalog" boolean DEFAULT false NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skip_design_check" boolean DEFAULT false NOT NULL,
	"skip_affiliate" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_presets_provider_check" CHECK ("product_presets"."provider" in ('customcat', 'lionnix', 'merchize', 'geargag', 'scalable', 'private', 'printify', 'gearment')),
	CONSTRAINT "product_presets_collection_check" CHECK ("product_presets"."collection" in ('3D', '2D', 'embroidery', 'dropship'))
);
--> statement-breakpoint
CREATE TABLE "product_stock_history" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"changed_by" text,
	"client" text,
	"production_id" text,
	"action" text NOT NULL,
	"quantity" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text,
	"order_id" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_history_action_check" CHECK ("product_stock_history"."action" in ('adjust', 'order', 'production', 'return'))
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preset_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"preset_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"name_value" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"sale_price" numeric(14, 2),
	"wholesale_price" numeric(14, 2),
	"ship_price" numeric(14, 2),
	"nonship_price" numeric(14, 2),
	"tiktok_final_price" numeric(14, 2),
	"fix_profit" numeric(14, 2),
	"weight" integer,
	"package_width" integer,
	"package_height" integer,
	"package_length" integer,
	"in_stock" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_at" integer DEFAULT 10 NOT NULL,
	"location_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_product_types" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_product_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"descriptions" text,
	"category" text,
	"collection" text DEFAULT '3D' NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"max_price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_product_types_provider_check" CHECK ("provider_product_types"."provider" in ('customcat', 'lionnix', 'merchize', 'geargag', 'scalable', 'private', 'printify', 'gearment')),
	CONSTRAINT "provider_product_types_collection_check" CHECK ("provider_product_types"."collection" in ('3D', '2D', 'embroidery', 'dropship'))
);
--> statement-breakpoint
ALTER TABLE "product_preset_favorites" ADD CONSTRAINT "product_preset_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_preset_favorites" ADD CONSTRAINT "product_preset_favorites_preset_id_product_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."product_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_preset_tags" ADD CONSTRAINT "product_preset_tags_preset_id_product_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."product_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_preset_tags" ADD CONSTRAINT "product_preset_tags_tag_id_product_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_presets" ADD CONSTRAINT "product_presets_product_type_id_provider_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."provider_product_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_presets" ADD CONSTRAINT "product_presets_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_presets" ADD CONSTRAINT "product_presets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_history" ADD CONSTRAINT "product_stock_history_product_id_product_presets_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_history" ADD CONSTRAINT "product_stock_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_history" ADD CONSTRAINT "product_stock_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_preset_id_product_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."product_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_categories_level_idx" ON "platform_categories" USING btree ("platform","level","parent","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_slug_key" ON "product_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_key" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_preset_tags_tag_idx" ON "product_preset_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_presets_slug_key" ON "product_presets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_presets_collection_provider_idx" ON "product_presets" USING btree ("collection","provider","category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_presets_collection_category_idx" ON "product_presets" USING btree ("collection","category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_presets_created_idx" ON "product_presets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_presets_visible_idx" ON "product_presets" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_presets"."visible";--> statement-breakpoint
CREATE INDEX "product_stock_history_product_idx" ON "product_stock_history" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_stock_history_variant_idx" ON "product_stock_history" USING btree ("variant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_tags_name_key" ON "product_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_preset_idx" ON "product_variants" USING btree ("preset_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("stock","id") WHERE "product_variants"."stock" <= "product_variants"."low_stock_at";--> statement-breakpoint
CREATE UNIQUE INDEX "provider_product_types_provider_key" ON "provider_product_types" USING btree ("provider","provider_product_id");