CREATE TABLE "design_request_counters" (
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_request_counters_scope_status_pk" PRIMARY KEY("scope","status")
);
--> statement-breakpoint
CREATE TABLE "design_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "design_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" text NOT NULL,
	"order_id" text,
	"item_id" text,
	"listing_id" text,
	"referent" text,
	"brief" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"print_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"assignee_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_requests_status_check" CHECK ("design_requests"."status" in ('todo', 'in_progress', 'review', 'completed', 'rejected')),
	CONSTRAINT "design_requests_target_check" CHECK (("design_requests"."item_id" is not null and "design_requests"."order_id" is not null) <> ("design_requests"."listing_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_requests_status_created_idx" ON "design_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "design_requests_seller_status_created_idx" ON "design_requests" USING btree ("seller_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "design_requests_assignee_status_idx" ON "design_requests" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "design_requests_item_idx" ON "design_requests" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "design_requests_listing_idx" ON "design_requests" USING btree ("listing_id");