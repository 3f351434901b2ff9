DROP INDEX "users_created_idx";--> statement-breakpoint
DROP INDEX "users_status_created_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_status_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_actor_idx";--> statement-breakpoint
DROP INDEX "audit_logs_user_idx";--> statement-breakpoint
DROP INDEX "blocked_logs_created_idx";--> statement-breakpoint
DROP INDEX "token_access_logs_created_idx";--> statement-breakpoint
DROP INDEX "token_access_logs_user_idx";--> statement-breakpoint
DROP INDEX "tasks_user_idx";--> statement-breakpoint
DROP INDEX "jobs_created_by_idx";--> statement-breakpoint
DROP INDEX "files_status_created_idx";--> statement-breakpoint
DROP INDEX "files_type_created_idx";--> statement-breakpoint
DROP INDEX "files_created_by_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_status_created_idx" ON "notifications" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blocked_logs_created_idx" ON "blocked_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_access_logs_created_idx" ON "token_access_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_access_logs_user_idx" ON "token_access_logs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_status_created_idx" ON "files" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_type_created_idx" ON "files" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by","created_at" DESC NULLS FIRST);