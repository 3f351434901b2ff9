CREATE TABLE "shipment_counters" (
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_counters_scope_status_slot_pk" PRIMARY KEY("scope","status","slot")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"shipment_id" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" in ('Processing', 'Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt', 'Delivered', 'Failed', 'Exception', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text NOT NULL,
	"shipping_method_id" text,
	"package_id" text,
	"order_id" text,
	"order_number" bigint,
	"seller_id" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'package' NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"international" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"check_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_event_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('Processing', 'Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt', 'Delivered', 'Failed', 'Exception', 'Other')),
	CONSTRAINT "shipments_source_check" CHECK ("shipments"."source" in ('package', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_external_key" ON "shipment_events" USING btree ("shipment_id","external_id");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_key" ON "shipments" USING btree ("tracking_number","carrier");--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_seller_status_created_idx" ON "shipments" USING btree ("seller_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_seller_created_idx" ON "shipments" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_package_idx" ON "shipments" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "shipments_customer_trgm" ON "shipments" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_unactivated_idx" ON "shipments" USING btree ("check_after") WHERE "shipments"."activated_at" is null;