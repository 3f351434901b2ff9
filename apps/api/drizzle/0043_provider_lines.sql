CREATE TABLE "provider_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"order_item_id" text NOT NULL,
	"fulfilment_id" text NOT NULL,
	"provider" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"sent_at" timestamp with time zone,
	"tracking_number" text,
	"carrier" text,
	"tracking_url" text,
	"shipped_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_lines_provider_check" CHECK ("provider_lines"."provider" in ('customcat', 'lionnix', 'merchize', 'geargag', 'scalable', 'private', 'printify', 'gearment')),
	CONSTRAINT "provider_lines_status_check" CHECK ("provider_lines"."status" in ('queued', 'sent', 'in_production', 'shipped', 'failed', 'cancelled')),
	CONSTRAINT "provider_lines_error_check" CHECK ("provider_lines"."error" is null or "provider_lines"."error" in ('address_incomplete', 'account_unavailable', 'send_failed'))
);
--> statement-breakpoint
ALTER TABLE "provider_lines" ADD CONSTRAINT "provider_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_lines" ADD CONSTRAINT "provider_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_lines" ADD CONSTRAINT "provider_lines_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_lines_item_key" ON "provider_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "provider_lines_list_idx" ON "provider_lines" USING btree ("status","provider","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_lines_order_idx" ON "provider_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "provider_lines_account_order_idx" ON "provider_lines" USING btree ("fulfilment_id","order_number");