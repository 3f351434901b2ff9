-- Statement-level triggers with transition tables keep design_request_counters exact: each changed
-- request counts in three scopes (everyone's, its seller's, its assignee's), one upsert per statement.
CREATE FUNCTION design_request_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO design_request_counters (scope, status, total)
  SELECT scope, status, sum(n) FROM (
    SELECT s.scope, r.status, r.n FROM (
      SELECT seller_id, assignee_id, status, -1 AS n FROM old_rows
      UNION ALL
      SELECT seller_id, assignee_id, status, 1 FROM new_rows
    ) r
    CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id), ('assignee:' || r.assignee_id)) s(scope)
    WHERE s.scope IS NOT NULL
  ) d GROUP BY scope, status
  ON CONFLICT (scope, status) DO UPDATE SET total = design_request_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION design_request_counters_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO design_request_counters (scope, status, total)
  SELECT s.scope, r.status, count(*) FROM new_rows r
  CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id), ('assignee:' || r.assignee_id)) s(scope)
  WHERE s.scope IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (scope, status) DO UPDATE SET total = design_request_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION design_request_counters_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE design_request_counters c SET total = c.total - d.n
    FROM (
      SELECT s.scope, r.status, count(*) AS n FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id), ('assignee:' || r.assignee_id)) s(scope)
      WHERE s.scope IS NOT NULL GROUP BY 1, 2
    ) d
   WHERE c.scope = d.scope AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER design_requests_count_insert AFTER INSERT ON design_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION design_request_counters_insert();
--> statement-breakpoint
CREATE TRIGGER design_requests_count_delete AFTER DELETE ON design_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION design_request_counters_delete();
--> statement-breakpoint
CREATE TRIGGER design_requests_count_update AFTER UPDATE ON design_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION design_request_counters_apply();
