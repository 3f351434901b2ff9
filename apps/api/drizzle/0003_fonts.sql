CREATE TABLE "fonts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"family" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"category" text,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"subsets" text[] DEFAULT '{}'::text[] NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fonts_provider_slug_key" ON "fonts" USING btree ("provider","slug");--> statement-breakpoint
CREATE INDEX "fonts_status_family_idx" ON "fonts" USING btree ("status",lower("family"));--> statement-breakpoint
CREATE INDEX "fonts_family_trgm" ON "fonts" USING gin (lower("family") gin_trgm_ops);