ALTER TABLE "listings" ADD COLUMN "ebay_template_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "platform_category" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "platform_specifics" jsonb DEFAULT '[]'::jsonb NOT NULL;