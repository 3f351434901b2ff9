CREATE TABLE "invoice_lines" (
	"invoice_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"product_cost" numeric(14, 2) NOT NULL,
	"estimated_shipping" numeric(14, 2) NOT NULL,
	"actual_shipping" numeric(14, 2),
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_order_id_pk" PRIMARY KEY("invoice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoices_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"seller_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_count" integer NOT NULL,
	"product_cost" numeric(14, 2) NOT NULL,
	"estimated_shipping" numeric(14, 2) NOT NULL,
	"actual_shipping" numeric(14, 2),
	"total" numeric(14, 2) NOT NULL,
	"pdf_key" text,
	"xlsx_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."period_end" >= "invoices"."period_start")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_user_created_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_status_created_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_created_idx";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_period_key" ON "invoices" USING btree ("seller_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_status_period_idx" ON "invoices" USING btree ("status","period_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_documents_missing_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."pdf_key" is null or "invoices"."xlsx_key" is null;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_created_idx" ON "ledger_entries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_status_created_idx" ON "ledger_entries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);