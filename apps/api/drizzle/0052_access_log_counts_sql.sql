-- Statement-level triggers with transition tables keep access_log_counts exact per log and UTC day:
-- one upsert per statement however many rows it wrote, so the lists' unfiltered and whole-day totals
-- are a sum over a few counter rows instead of a count over a large log.
CREATE FUNCTION access_log_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO access_log_counts (log, day, total)
  SELECT TG_ARGV[0], (created_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 2
  ON CONFLICT (log, day) DO UPDATE SET total = access_log_counts.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION access_log_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_log_counts c SET total = c.total - d.n
    FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM old_rows GROUP BY 1) d
   WHERE c.log = TG_ARGV[0] AND c.day = d.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER token_access_logs_count_insert AFTER INSERT ON token_access_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_counts_insert('token_access_logs');
--> statement-breakpoint
CREATE TRIGGER token_access_logs_count_delete AFTER DELETE ON token_access_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_counts_delete('token_access_logs');
--> statement-breakpoint
CREATE TRIGGER blocked_logs_count_insert AFTER INSERT ON blocked_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_counts_insert('blocked_logs');
--> statement-breakpoint
CREATE TRIGGER blocked_logs_count_delete AFTER DELETE ON blocked_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_counts_delete('blocked_logs');
--> statement-breakpoint
-- The rows already logged.
INSERT INTO access_log_counts (log, day, total)
SELECT 'token_access_logs', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM token_access_logs GROUP BY 2
UNION ALL
SELECT 'blocked_logs', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM blocked_logs GROUP BY 2;
