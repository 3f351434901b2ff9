CREATE TABLE "return_request_counters" (
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_request_counters_scope_status_pk" PRIMARY KEY("scope","status")
);
--> statement-breakpoint
CREATE TABLE "return_request_lines" (
	"request_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"approved_quantity" integer,
	"unit_price" numeric(14, 2) NOT NULL,
	CONSTRAINT "return_request_lines_request_id_order_item_id_pk" PRIMARY KEY("request_id","order_item_id"),
	CONSTRAINT "return_request_lines_quantity_check" CHECK ("return_request_lines"."quantity" > 0 and ("return_request_lines"."approved_quantity" is null or "return_request_lines"."approved_quantity" between 0 and "return_request_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"seller_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Opening' NOT NULL,
	"resolution" text,
	"replacement_order_id" text,
	"refund_amount" numeric(14, 2),
	"ledger_entry_id" text,
	"fault_manufacture_id" text,
	"fault_station" text,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('Opening', 'Approved', 'Rejected', 'On Hold', 'Completed', 'Cancelled')),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('wrong_print', 'damaged', 'missing_item', 'wrong_size', 'not_as_expected', 'shipping_problem', 'other')),
	CONSTRAINT "return_requests_resolution_check" CHECK ("return_requests"."resolution" is null or "return_requests"."resolution" in ('replacement', 'refund')),
	CONSTRAINT "return_requests_fault_station_check" CHECK ("return_requests"."fault_station" is null or "return_requests"."fault_station" in ('cutting', 'printing', 'sewing', 'packing')),
	CONSTRAINT "return_requests_refund_check" CHECK ("return_requests"."refund_amount" is null or "return_requests"."refund_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_fault_manufacture_id_manufactures_id_fk" FOREIGN KEY ("fault_manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_lines_item_idx" ON "return_request_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_seller_created_idx" ON "return_requests" USING btree ("seller_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_number_idx" ON "return_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "return_requests_order_number_idx" ON "return_requests" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "return_requests_fault_idx" ON "return_requests" USING btree ("fault_manufacture_id","fault_station") WHERE "return_requests"."fault_manufacture_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_replacement_idx" ON "return_requests" USING btree ("replacement_order_id") WHERE "return_requests"."replacement_order_id" is not null;