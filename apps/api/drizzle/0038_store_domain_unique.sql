-- Hand-written: before the unique index, a shop domain held by several active stores stays with the
-- store that registered it first (created_at, then id); the later stores keep their orders and push
-- tokens but lose the domain, so their webhooks stop until their seller proves the shop is theirs.
UPDATE "stores" AS s SET "domain" = NULL, "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "platform", lower("domain") ORDER BY "created_at", "id") AS rank
  FROM "stores"
  WHERE "status" = 'active' AND "domain" IS NOT NULL
) AS d
WHERE s."id" = d."id" AND d.rank > 1;--> statement-breakpoint
DROP INDEX "stores_platform_domain_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "stores_platform_domain_key" ON "stores" USING btree ("platform",lower("domain")) WHERE "stores"."status" = 'active' and "stores"."domain" is not null;
