CREATE TABLE "package_counts" (
	"manufacture_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"shipping_key" text NOT NULL,
	"tracking_status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_counts_manufacture_id_source_status_shipping_key_tracking_status_pk" PRIMARY KEY("manufacture_id","source","status","shipping_key","tracking_status")
);
--> statement-breakpoint
CREATE TABLE "package_productions" (
	"package_id" text NOT NULL,
	"order_id" text NOT NULL,
	"production_id" text NOT NULL,
	"packed_by" text,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_productions_production_id_pk" PRIMARY KEY("production_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"seller_id" text NOT NULL,
	"manufacture_id" text NOT NULL,
	"shipping_method_id" text,
	"shipping_key" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"tracking_status" text DEFAULT 'none' NOT NULL,
	"bin_number" integer,
	"units_total" integer DEFAULT 1 NOT NULL,
	"ship_by_seller" boolean DEFAULT false NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"declared_weight" integer DEFAULT 0 NOT NULL,
	"declared_width" integer,
	"declared_height" integer,
	"declared_length" integer,
	"real_weight" integer,
	"real_width" integer,
	"real_height" integer,
	"real_length" integer,
	"estimated_cost" numeric(14, 2),
	"real_cost" numeric(14, 2),
	"carrier" text,
	"carrier_name" text,
	"tracking_number" text,
	"label_key" text,
	"slip_key" text,
	"seller_label_file_id" text,
	"packed_at" timestamp with time zone,
	"labelled_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_id_order_key" UNIQUE("id","order_id"),
	CONSTRAINT "packages_status_check" CHECK ("packages"."status" in ('Processing', 'Packed', 'Picked Up', 'Delivered', 'Exception', 'Cancelled')),
	CONSTRAINT "packages_source_check" CHECK ("packages"."source" in ('manual', 'api', 'csv', 'shopify')),
	CONSTRAINT "packages_tracking_status_check" CHECK ("packages"."tracking_status" in ('none', 'Processing', 'Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt', 'Delivered', 'Failed', 'Exception', 'Other')),
	CONSTRAINT "packages_carrier_check" CHECK ("packages"."carrier" in ('own', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "tracking_series" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_productions" ADD CONSTRAINT "package_productions_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_productions" ADD CONSTRAINT "package_productions_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_productions" ADD CONSTRAINT "package_productions_package_order_fk" FOREIGN KEY ("package_id","order_id") REFERENCES "public"."packages"("id","order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_manufacture_id_manufactures_id_fk" FOREIGN KEY ("manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_productions_package_idx" ON "package_productions" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_key" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_tracking_key" ON "packages" USING btree ("tracking_number") WHERE "packages"."tracking_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_bin_key" ON "packages" USING btree ("manufacture_id","bin_number") WHERE "packages"."status" = 'Processing' and "packages"."bin_number" is not null;--> statement-breakpoint
CREATE INDEX "packages_factory_status_created_idx" ON "packages" USING btree ("manufacture_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packages_factory_created_idx" ON "packages" USING btree ("manufacture_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "packages_order_idx" ON "packages" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;