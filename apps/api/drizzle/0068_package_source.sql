ALTER TABLE "packages" DROP CONSTRAINT "packages_source_check";--> statement-breakpoint
-- Packages carry their order's source as its productions do (the trigger moves package_counts with each row).
UPDATE "packages" AS k SET "source" = o."source" FROM "orders" AS o WHERE o."id" = k."order_id" AND k."source" IS DISTINCT FROM o."source";--> statement-breakpoint
UPDATE "packages" SET "source" = 'manual' WHERE "source" NOT IN ('api', 'store', 'csv', 'manual', 'replacement');--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_source_check" CHECK ("packages"."source" in ('api', 'store', 'csv', 'manual', 'replacement'));
