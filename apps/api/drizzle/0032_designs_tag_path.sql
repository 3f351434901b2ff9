CREATE TABLE "mockup_design_tag_status_counts" (
	"tag_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mockup_design_tag_status_counts_tag_id_status_pk" PRIMARY KEY("tag_id","status")
);
--> statement-breakpoint
DROP INDEX "mockup_design_tag_links_tag_idx";--> statement-breakpoint
DROP INDEX "mockup_designs_owner_status_created_idx";--> statement-breakpoint
DROP INDEX "mockup_designs_owner_created_idx";--> statement-breakpoint
DROP INDEX "mockup_designs_status_created_idx";--> statement-breakpoint
DROP INDEX "mockup_designs_created_idx";--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
-- Existing links take their design's status and created_at; a link to another owner's tag (the service never made one) goes.
DELETE FROM "mockup_design_tag_links" l USING "mockup_designs" d, "mockup_design_tags" t
  WHERE d.id = l.design_id AND t.id = l.tag_id AND t.owner_id <> d.owner_id;--> statement-breakpoint
UPDATE "mockup_design_tag_links" l SET "status" = d.status, "created_at" = d.created_at FROM "mockup_designs" d WHERE d.id = l.design_id;--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mockup_design_tag_status_counts" ADD CONSTRAINT "mockup_design_tag_status_counts_tag_id_mockup_design_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."mockup_design_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mockup_design_tag_links_tag_status_created_idx" ON "mockup_design_tag_links" USING btree ("tag_id","status","created_at" DESC NULLS FIRST,"design_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_design_tag_links_tag_created_idx" ON "mockup_design_tag_links" USING btree ("tag_id","created_at" DESC NULLS FIRST,"design_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_designs_owner_status_created_idx" ON "mockup_designs" USING btree ("owner_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_designs_owner_created_idx" ON "mockup_designs" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_designs_status_created_idx" ON "mockup_designs" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mockup_designs_created_idx" ON "mockup_designs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ADD CONSTRAINT "mockup_design_tag_links_status_check" CHECK ("mockup_design_tag_links"."status" in ('draft', 'published', 'trashed'));