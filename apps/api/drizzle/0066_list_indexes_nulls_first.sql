DROP INDEX "product_presets_collection_provider_idx";--> statement-breakpoint
DROP INDEX "product_presets_collection_category_idx";--> statement-breakpoint
DROP INDEX "product_presets_created_idx";--> statement-breakpoint
DROP INDEX "product_presets_visible_idx";--> statement-breakpoint
DROP INDEX "product_stock_history_product_idx";--> statement-breakpoint
DROP INDEX "product_stock_history_variant_idx";--> statement-breakpoint
DROP INDEX "stores_seller_idx";--> statement-breakpoint
DROP INDEX "provider_lines_list_idx";--> statement-breakpoint
DROP INDEX "mrp_batches_list_idx";--> statement-breakpoint
DROP INDEX "tickets_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_assignee_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_seller_created_idx";--> statement-breakpoint
DROP INDEX "return_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "return_requests_seller_created_idx";--> statement-breakpoint
DROP INDEX "design_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "design_requests_seller_status_created_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_created_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_status_created_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_status_created_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_created_idx";--> statement-breakpoint
DROP INDEX "webhook_endpoints_created_idx";--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_seller_all_created_idx" ON "tickets" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_presets_collection_provider_idx" ON "product_presets" USING btree ("collection","provider","category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_presets_collection_category_idx" ON "product_presets" USING btree ("collection","category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_presets_created_idx" ON "product_presets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_presets_visible_idx" ON "product_presets" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_presets"."visible";--> statement-breakpoint
CREATE INDEX "product_stock_history_product_idx" ON "product_stock_history" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_stock_history_variant_idx" ON "product_stock_history" USING btree ("variant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stores_seller_idx" ON "stores" USING btree ("seller_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "provider_lines_list_idx" ON "provider_lines" USING btree ("status","provider","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mrp_batches_list_idx" ON "mrp_batches" USING btree ("manufacture_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mrp_batches"."trashed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_assignee_status_created_idx" ON "tickets" USING btree ("assignee_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_seller_created_idx" ON "tickets" USING btree ("seller_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "return_requests_seller_created_idx" ON "return_requests" USING btree ("seller_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "design_requests_status_created_idx" ON "design_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "design_requests_seller_status_created_idx" ON "design_requests" USING btree ("seller_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_status_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_created_idx" ON "webhook_deliveries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_idx" ON "webhook_endpoints" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);