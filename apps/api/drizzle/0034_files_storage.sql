ALTER TABLE "files" ADD COLUMN "storage" text;--> statement-breakpoint
CREATE INDEX "files_on_s3_idx" ON "files" USING btree ("id") WHERE "files"."storage" = 's3';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_storage_check" CHECK ("files"."storage" is null or "files"."storage" in ('local', 's3'));