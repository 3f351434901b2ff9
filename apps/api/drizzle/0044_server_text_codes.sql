ALTER TABLE "jobs" ADD COLUMN "error_text" jsonb;--> statement-breakpoint
ALTER TABLE "timeline" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "text" jsonb;--> statement-breakpoint
-- Hand-written: what the server wrote in English becomes a code and its data (packages/shared/src/messages.ts).
UPDATE "ledger_entries" SET "text" = jsonb_build_object('code', CASE WHEN "message" ~ ' cancelled$' THEN 'order_cancelled' WHEN "message" ~ ' refunded$' THEN 'order_refunded' ELSE 'order_charged' END, 'params', jsonb_build_object('number', substring("message" from '^Order #(\S+)'))), "message" = NULL WHERE "order_id" IS NOT NULL AND "message" ~ '^Order #\S+( cancelled| refunded)?$';--> statement-breakpoint
UPDATE "ledger_entries" SET "text" = jsonb_build_object('code', 'legacy', 'params', jsonb_build_object('text', "message")), "message" = NULL WHERE "order_id" IS NOT NULL AND "text" IS NULL AND "message" IS NOT NULL;--> statement-breakpoint
UPDATE "timeline" SET "text" = jsonb_build_object('code', 'design_links_failed', 'params', jsonb_build_object('links', substring("note" from '^Design links not fetched: (.*)$'))), "note" = NULL WHERE "actor_id" IS NULL AND "note" ~ '^Design links not fetched: ';--> statement-breakpoint
UPDATE "jobs" SET "error_text" = CASE
  WHEN "error" ~ '^The (header row lacks the columns?|file has no header row with) (.*)\.$' THEN jsonb_build_object('code', 'import_missing_columns', 'params', jsonb_build_object('columns', replace(substring("error" from '^The (?:header row lacks the columns?|file has no header row with) (.*)\.$'), ' and ', ', ')))
  WHEN "error" = 'The file has no rows under its header.' THEN jsonb_build_object('code', 'import_no_rows', 'params', '{}'::jsonb)
  WHEN "error" ~ '^The file may hold at most \d+ rows\.$' THEN jsonb_build_object('code', 'import_too_many_rows', 'params', jsonb_build_object('max', substring("error" from '(\d+)')::int))
  WHEN "error" ~ '^(The file is not valid CSV|The file is not a valid XLSX workbook\.$|The workbook has no sheet\.$)' THEN jsonb_build_object('code', 'import_file_invalid', 'params', '{}'::jsonb)
  ELSE jsonb_build_object('code', 'legacy', 'params', jsonb_build_object('text', "error")) END
WHERE "error" IS NOT NULL;
