ALTER TABLE "users" ADD COLUMN "api_token_scopes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "design_urls" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "token_prefix" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "token_last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_token_prefix_key" ON "stores" USING btree ("token_prefix");--> statement-breakpoint
CREATE INDEX "stores_platform_domain_idx" ON "stores" USING btree ("platform","domain");