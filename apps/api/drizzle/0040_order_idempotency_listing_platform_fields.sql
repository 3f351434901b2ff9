ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ebay_template_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "platform_category" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "platform_specifics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seller_idempotency_key" ON "orders" USING btree ("seller_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;