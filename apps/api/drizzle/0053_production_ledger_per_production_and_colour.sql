DROP INDEX "production_transactions_order_factory_key";--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "production_transactions" ADD CONSTRAINT "production_transactions_order_factory_production_key" UNIQUE NULLS NOT DISTINCT("order_id","manufacture_id","production_id");