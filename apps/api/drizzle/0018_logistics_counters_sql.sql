-- Statement-level triggers with transition tables keep location_counters exact per (status, type):
-- one counter write per pair per statement (trashing 500 locations is at most four row writes), and
-- none when a statement leaves every status and type as they were (address edits).
CREATE FUNCTION location_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO location_counters (status, type, n)
    SELECT status, type, count(*) FROM new_rows GROUP BY status, type
    ON CONFLICT (status, type) DO UPDATE SET n = location_counters.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO location_counters (status, type, n)
    SELECT status, type, -count(*) FROM old_rows GROUP BY status, type
    ON CONFLICT (status, type) DO UPDATE SET n = location_counters.n + EXCLUDED.n;
  ELSE
    INSERT INTO location_counters (status, type, n)
    SELECT status, type, sum(d) FROM (
      SELECT status, type, -1 AS d FROM old_rows
      UNION ALL
      SELECT status, type, 1 FROM new_rows
    ) x GROUP BY status, type HAVING sum(d) <> 0
    ON CONFLICT (status, type) DO UPDATE SET n = location_counters.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_count_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_counters_apply();
--> statement-breakpoint
CREATE TRIGGER locations_count_delete AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION location_counters_apply();
--> statement-breakpoint
CREATE TRIGGER locations_count_update AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_counters_apply();
--> statement-breakpoint
INSERT INTO location_counters (status, type, n)
SELECT status, type, count(*) FROM locations GROUP BY status, type
ON CONFLICT (status, type) DO UPDATE SET n = EXCLUDED.n;
