ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "ticket_id" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_ticket_idx" ON "return_requests" USING btree ("ticket_id") WHERE "return_requests"."ticket_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('Order', 'Item', 'Support', 'Return', 'System', 'Design'));