CREATE TABLE "access_log_counts" (
	"log" text NOT NULL,
	"day" date NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_log_counts_log_day_pk" PRIMARY KEY("log","day")
);
--> statement-breakpoint
CREATE INDEX "blocked_logs_email_idx" ON "blocked_logs" USING btree ("email","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blocked_logs_ip_idx" ON "blocked_logs" USING btree ("ip","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blocked_logs_reason_idx" ON "blocked_logs" USING btree ("reason","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_access_logs_token_idx" ON "token_access_logs" USING btree ("token_prefix","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_access_logs_operation_idx" ON "token_access_logs" USING btree ("operation","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_access_logs_outcome_idx" ON "token_access_logs" USING btree ("outcome","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_access_logs_ip_idx" ON "token_access_logs" USING btree ("ip","created_at" DESC NULLS FIRST);