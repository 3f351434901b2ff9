-- Statement-level triggers with transition tables keep user_status_counters exact: one counter
-- write per status per statement (a bulk status change of 500 users is two row writes), and none
-- when a statement leaves every status as it was (logins, profile edits).
CREATE FUNCTION user_status_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_status_counters (status, n)
    SELECT status, count(*) FROM new_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET n = user_status_counters.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_status_counters (status, n)
    SELECT status, -count(*) FROM old_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET n = user_status_counters.n + EXCLUDED.n;
  ELSE
    INSERT INTO user_status_counters (status, n)
    SELECT status, sum(d) FROM (
      SELECT status, -1 AS d FROM old_rows
      UNION ALL
      SELECT status, 1 FROM new_rows
    ) x GROUP BY status HAVING sum(d) <> 0
    ON CONFLICT (status) DO UPDATE SET n = user_status_counters.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_status_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_status_counters_apply();
--> statement-breakpoint
CREATE TRIGGER users_status_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_status_counters_apply();
--> statement-breakpoint
CREATE TRIGGER users_status_count_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_status_counters_apply();
--> statement-breakpoint
INSERT INTO user_status_counters (status, n)
SELECT status, count(*) FROM users GROUP BY status
ON CONFLICT (status) DO UPDATE SET n = EXCLUDED.n;
