CREATE TABLE "production_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "production_invoices_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1),
	"manufacture_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_count" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"pdf_key" text,
	"xlsx_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "production_invoices_status_check" CHECK ("production_invoices"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "production_invoices_period_check" CHECK ("production_invoices"."period_end" >= "production_invoices"."period_start")
);
--> statement-breakpoint
CREATE TABLE "production_transaction_counts" (
	"manufacture_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "production_transaction_counts_manufacture_id_seller_id_status_pk" PRIMARY KEY("manufacture_id","seller_id","status")
);
--> statement-breakpoint
CREATE TABLE "production_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacture_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"production_id" text,
	"units" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "production_transactions_status_check" CHECK ("production_transactions"."status" in ('pending', 'invoiced', 'cancelled')),
	CONSTRAINT "production_transactions_amount_check" CHECK ("production_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "production_invoices" ADD CONSTRAINT "production_invoices_manufacture_id_manufactures_id_fk" FOREIGN KEY ("manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_invoices" ADD CONSTRAINT "production_invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transactions" ADD CONSTRAINT "production_transactions_manufacture_id_manufactures_id_fk" FOREIGN KEY ("manufacture_id") REFERENCES "public"."manufactures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transactions" ADD CONSTRAINT "production_transactions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transactions" ADD CONSTRAINT "production_transactions_invoice_id_production_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."production_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_invoices_factory_seller_period_key" ON "production_invoices" USING btree ("manufacture_id","seller_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "production_invoices_number_key" ON "production_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "production_invoices_period_idx" ON "production_invoices" USING btree ("period_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_invoices_status_period_idx" ON "production_invoices" USING btree ("status","period_start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_invoices_documents_missing_idx" ON "production_invoices" USING btree ("created_at") WHERE "production_invoices"."pdf_key" is null or "production_invoices"."xlsx_key" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "production_transactions_order_factory_key" ON "production_transactions" USING btree ("order_id","manufacture_id");--> statement-breakpoint
CREATE INDEX "production_transactions_paid_idx" ON "production_transactions" USING btree ("paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_transactions_status_paid_idx" ON "production_transactions" USING btree ("status","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_transactions_factory_paid_idx" ON "production_transactions" USING btree ("manufacture_id","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_transactions_seller_paid_idx" ON "production_transactions" USING btree ("seller_id","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_transactions_paid_totals_idx" ON "production_transactions" USING btree ("paid_at","status","amount");--> statement-breakpoint
CREATE INDEX "production_transactions_invoice_idx" ON "production_transactions" USING btree ("invoice_id") WHERE "production_transactions"."invoice_id" is not null;