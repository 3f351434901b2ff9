ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('Active', 'Pending', 'Disabled'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('root', 'super_root', 'sale', 'fulfiller', 'order_qc', 'accounting', 'partner', 'cutting', 'printer', 'sewer', 'packager'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_status_check" CHECK ("users"."active_status" in ('Ready', 'To Do', 'Producting', 'Processing'));--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_status_check" CHECK ("user_groups"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_role_check" CHECK ("user_groups"."role" is null or "user_groups"."role" in ('root', 'super_root', 'sale', 'fulfiller', 'order_qc', 'accounting', 'partner', 'cutting', 'printer', 'sewer', 'packager'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('user', 'super', 'impersonation'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('New', 'Readed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('Order', 'Item', 'Support'));--> statement-breakpoint
ALTER TABLE "user_notification_settings" ADD CONSTRAINT "user_notification_settings_status_check" CHECK ("user_notification_settings"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "manufactures" ADD CONSTRAINT "manufactures_status_check" CHECK ("manufactures"."status" in ('Active', 'Inactive'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('assigned', 'done'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_status_check" CHECK ("files"."status" in ('pending', 'ready'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_type_check" CHECK ("files"."type" in ('design', 'mockup', 'clipart', 'print', 'preview', 'font', 'document', 'import'));--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_status_check" CHECK ("fonts"."status" in ('pending', 'ready'));--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_provider_check" CHECK ("fonts"."provider" in ('google', 'custom'));