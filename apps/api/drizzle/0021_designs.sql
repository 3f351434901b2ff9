CREATE TABLE "mockup_design_status_counts" (
	"owner_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mockup_design_status_counts_owner_id_status_pk" PRIMARY KEY("owner_id","status")
);
--> statement-breakpoint
CREATE TABLE "mockup_design_tag_links" (
	"design_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "mockup_design_tag_links_design_id_tag_id_pk" PRIMARY KEY("design_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "mockup_design_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mockup_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"image_file_id" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_renders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mockup_designs_status_check" CHECK ("mockup_designs"."status" in ('draft', 'published', 'trashed'))
);
--> statement-breakpoint
ALTER TABLE "mockup_design_status_counts" ADD CONSTRAINT "mockup_design_status_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ADD CONSTRAINT "mockup_design_tag_links_design_id_mockup_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."mockup_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_design_tag_links" ADD CONSTRAINT "mockup_design_tag_links_tag_id_mockup_design_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."mockup_design_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_design_tags" ADD CONSTRAINT "mockup_design_tags_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_designs" ADD CONSTRAINT "mockup_designs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_designs" ADD CONSTRAINT "mockup_designs_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_designs" ADD CONSTRAINT "mockup_designs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mockup_design_tag_links_tag_idx" ON "mockup_design_tag_links" USING btree ("tag_id","design_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mockup_design_tags_owner_name_key" ON "mockup_design_tags" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "mockup_design_tags_name_trgm" ON "mockup_design_tags" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mockup_designs_owner_status_created_idx" ON "mockup_designs" USING btree ("owner_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mockup_designs_owner_created_idx" ON "mockup_designs" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mockup_designs_status_created_idx" ON "mockup_designs" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mockup_designs_created_idx" ON "mockup_designs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mockup_designs_name_trgm" ON "mockup_designs" USING gin (lower("name") gin_trgm_ops);