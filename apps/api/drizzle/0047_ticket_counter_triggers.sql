-- Statement-level triggers with transition tables keep ticket_counters exact: each changed ticket
-- counts in three scopes (everyone's, its seller's, its assignee's), one upsert per statement.
CREATE FUNCTION ticket_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_counters (scope, type, status, total)
  SELECT scope, type, status, sum(n) FROM (
    SELECT s.scope, r.type, r.status, r.n FROM (
      SELECT seller_id, assignee_id, type, status, -1 AS n FROM old_rows
      UNION ALL
      SELECT seller_id, assignee_id, type, status, 1 FROM new_rows
    ) r
    CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id), ('assignee:' || r.assignee_id)) s(scope)
    WHERE s.scope IS NOT NULL
  ) d GROUP BY scope, type, status
  ON CONFLICT (scope, type, status) DO UPDATE SET total = ticket_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ticket_counters_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_counters (scope, type, status, total)
  SELECT s.scope, r.type, r.status, count(*) FROM new_rows r
  CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id), ('assignee:' || r.assignee_id)) s(scope)
  WHERE s.scope IS NOT NULL GROUP BY 1, 2, 3
  ON CONFLICT (scope, type, status) DO UPDATE SET total = ticket_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ticket_counters_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_counters c SET total = c.total - d.n
    FROM (
      SELECT s.scope, r.type, r.status, count(*) AS n FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id), ('assignee:' || r.assignee_id)) s(scope)
      WHERE s.scope IS NOT NULL GROUP BY 1, 2, 3
    ) d
   WHERE c.scope = d.scope AND c.type = d.type AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counters_insert();
--> statement-breakpoint
CREATE TRIGGER tickets_count_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counters_delete();
--> statement-breakpoint
CREATE TRIGGER tickets_count_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counters_apply();
