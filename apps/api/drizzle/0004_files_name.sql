ALTER TABLE "files" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "files_name_trgm" ON "files" USING gin (lower(coalesce("name", "filename")) gin_trgm_ops);