CREATE TABLE "mrp_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"manufacture_id" text NOT NULL,
	"status" text DEFAULT 'Producting' NOT NULL,
	"print_method" text,
	"product_type" text,
	"colour" text,
	"auto" boolean DEFAULT false NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"note" text,
	"cutoff_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "mrp_batches_code_unique" UNIQUE("code"),
	CONSTRAINT "mrp_batches_status_check" CHECK ("mrp_batches"."status" in ('Producting', 'On Hold', 'Cancelled', 'Completed', 'Ready', 'Error', 'Reproduction'))
);
--> statement-breakpoint
ALTER TABLE "mrp_batches" ADD CONSTRAINT "mrp_batches_manufacture_id_manufactures_id_fk" FOREIGN KEY ("manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_batches" ADD CONSTRAINT "mrp_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mrp_batches_list_idx" ON "mrp_batches" USING btree ("manufacture_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mrp_batches"."trashed_at" IS NULL;