CREATE TABLE "file_tag_links" (
	"file_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "file_tag_links_file_id_tag_id_pk" PRIMARY KEY("file_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "file_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"path" text NOT NULL,
	"filename" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"sku" text,
	"mask" text,
	"image_sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_tag_links" ADD CONSTRAINT "file_tag_links_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tag_links" ADD CONSTRAINT "file_tag_links_tag_id_file_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."file_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tag_links_tag_idx" ON "file_tag_links" USING btree ("tag_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_tags_name_key" ON "file_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "file_tags_name_trgm" ON "file_tags" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "files_path_key" ON "files" USING btree ("path");--> statement-breakpoint
CREATE INDEX "files_status_created_idx" ON "files" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_type_created_idx" ON "files" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_sku_idx" ON "files" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "files_size_idx" ON "files" USING btree ("size");--> statement-breakpoint
CREATE INDEX "files_filename_trgm" ON "files" USING gin (lower("filename") gin_trgm_ops);