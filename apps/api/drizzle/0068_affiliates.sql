CREATE TABLE "affiliate_commissions" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" bigint NOT NULL,
	"units" integer NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"ledger_entry_id" text,
	"reversal_entry_id" text,
	"posted_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_status_check" CHECK ("affiliate_commissions"."status" in ('posted', 'reversed')),
	CONSTRAINT "affiliate_commissions_amount_check" CHECK ("affiliate_commissions"."amount" > 0 and "affiliate_commissions"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"posted_count" integer DEFAULT 0 NOT NULL,
	"posted_total" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"reversed_count" integer DEFAULT 0 NOT NULL,
	"reversed_total" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_commission_check" CHECK ("affiliates"."commission" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type_check";--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_order_key" ON "affiliate_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "affiliate_commissions_seller_idx" ON "affiliate_commissions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_posted_idx" ON "affiliate_commissions" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "affiliates_created_idx" ON "affiliates" USING btree ("created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_current_affiliate_idx" ON "users" USING btree ("current_affiliate_id","created_at" DESC NULLS FIRST) WHERE "users"."current_affiliate_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type_check" CHECK ("ledger_entries"."type" in ('topup', 'payment', 'refund', 'adjustment', 'import_tax', 'tracking_activation', 'commission', 'affiliate_commission', 'affiliate_reversal'));