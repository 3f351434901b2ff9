DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_seller_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_store_status_created_idx";--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."status" <> 'Trash';--> statement-breakpoint
CREATE INDEX "orders_seller_live_created_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."status" <> 'Trash';--> statement-breakpoint
CREATE INDEX "orders_store_live_created_idx" ON "orders" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."status" <> 'Trash';--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_seller_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_store_status_created_idx" ON "orders" USING btree ("store_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);