ALTER TABLE "productions" DROP CONSTRAINT "productions_source_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
-- Backfill: how each existing order came in, as far as its row tells. A replacement carries its
-- `key:replacement:` key; an order of a platform store was pushed by it; an `api` store's order, or
-- a token's order without a store (keyed by its platform order id), came through the API; the rest
-- were typed in (order files made before this column cannot be told from the form: manual).
UPDATE "orders" SET "source" = CASE
  WHEN "idempotency_key" LIKE 'key:replacement:%' THEN 'replacement'
  WHEN "platform" = 'api' OR "idempotency_key" LIKE 'platform_order:%' THEN 'api'
  WHEN "store_id" IS NOT NULL AND "platform" NOT IN ('api', 'manual') THEN 'store'
  ELSE 'manual' END
WHERE "source" IS DISTINCT FROM (CASE
  WHEN "idempotency_key" LIKE 'key:replacement:%' THEN 'replacement'
  WHEN "platform" = 'api' OR "idempotency_key" LIKE 'platform_order:%' THEN 'api'
  WHEN "store_id" IS NOT NULL AND "platform" NOT IN ('api', 'manual') THEN 'store'
  ELSE 'manual' END);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('api', 'store', 'csv', 'manual', 'replacement'));--> statement-breakpoint
-- Productions carry their order's source (the trigger moves production_counts with each row).
UPDATE "productions" AS p SET "source" = o."source" FROM "orders" AS o WHERE o."id" = p."order_id" AND p."source" IS DISTINCT FROM o."source";--> statement-breakpoint
UPDATE "productions" SET "source" = 'manual' WHERE "source" NOT IN ('api', 'store', 'csv', 'manual', 'replacement');--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_source_check" CHECK ("productions"."source" in ('api', 'store', 'csv', 'manual', 'replacement'));
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_source_check";--> statement-breakpoint
-- Packages carry their order's source as its productions do (the trigger moves package_counts with each row).
UPDATE "packages" AS k SET "source" = o."source" FROM "orders" AS o WHERE o."id" = k."order_id" AND k."source" IS DISTINCT FROM o."source";--> statement-breakpoint
UPDATE "packages" SET "source" = 'manual' WHERE "source" NOT IN ('api', 'store', 'csv', 'manual', 'replacement');--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_source_check" CHECK ("packages"."source" in ('api', 'store', 'csv', 'manual', 'replacement'));
