CREATE TABLE "extension_versions" (
	"extension_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"page_match" text NOT NULL,
	"mappings" jsonb NOT NULL,
	"note" text,
	"restored_from" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extension_versions_extension_id_version_pk" PRIMARY KEY("extension_id","version"),
	CONSTRAINT "extension_versions_version_check" CHECK ("extension_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"id" text PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extensions_marketplace_check" CHECK ("extensions"."marketplace" in ('etsy', 'amazon', 'ebay', 'shopify', 'tiktok')),
	CONSTRAINT "extensions_version_check" CHECK ("extensions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "extension_versions" ADD CONSTRAINT "extension_versions_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_versions" ADD CONSTRAINT "extension_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extensions_marketplace_name_key" ON "extensions" USING btree ("marketplace",lower("name"));--> statement-breakpoint
CREATE INDEX "extensions_enabled_idx" ON "extensions" USING btree ("enabled","marketplace");