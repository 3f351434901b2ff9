-- Statement-level triggers with transition tables keep return_request_counters exact: each changed
-- request counts in two scopes (everyone's and its seller's), one upsert per statement.
CREATE FUNCTION return_request_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO return_request_counters (scope, status, total)
  SELECT scope, status, sum(n) FROM (
    SELECT s.scope, r.status, r.n FROM (
      SELECT seller_id, status, -1 AS n FROM old_rows
      UNION ALL
      SELECT seller_id, status, 1 FROM new_rows
    ) r
    CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id)) s(scope)
  ) d GROUP BY scope, status
  ON CONFLICT (scope, status) DO UPDATE SET total = return_request_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION return_request_counters_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO return_request_counters (scope, status, total)
  SELECT s.scope, r.status, count(*) FROM new_rows r
  CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id)) s(scope)
  GROUP BY 1, 2
  ON CONFLICT (scope, status) DO UPDATE SET total = return_request_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION return_request_counters_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE return_request_counters c SET total = c.total - d.n
    FROM (
      SELECT s.scope, r.status, count(*) AS n FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id)) s(scope)
      GROUP BY 1, 2
    ) d
   WHERE c.scope = d.scope AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER return_requests_count_insert AFTER INSERT ON return_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION return_request_counters_insert();
--> statement-breakpoint
CREATE TRIGGER return_requests_count_delete AFTER DELETE ON return_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION return_request_counters_delete();
--> statement-breakpoint
CREATE TRIGGER return_requests_count_update AFTER UPDATE ON return_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION return_request_counters_apply();
