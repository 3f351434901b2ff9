-- Statement-level triggers with transition tables keep webhook_delivery_counts exact: each delivery
-- counts in two scopes (every delivery's 'all', and its endpoint's, or 'channel' for channel
-- messages), one upsert per statement. The log's tabs and totals read these rows.
CREATE FUNCTION webhook_delivery_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_delivery_counts (endpoint_key, status, n)
  SELECT scope, status, sum(n) FROM (
    SELECT s.scope, r.status, r.n FROM (
      SELECT endpoint_id, status, -1 AS n FROM old_rows
      UNION ALL
      SELECT endpoint_id, status, 1 FROM new_rows
    ) r
    CROSS JOIN LATERAL (VALUES ('all'), (coalesce('endpoint:' || r.endpoint_id, 'channel'))) s(scope)
  ) d GROUP BY scope, status HAVING sum(n) <> 0
  -- One order for every statement: concurrent deliveries lock the counter rows alike, never in a cycle.
  ORDER BY scope, status
  ON CONFLICT (endpoint_key, status) DO UPDATE SET n = webhook_delivery_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION webhook_delivery_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_delivery_counts (endpoint_key, status, n)
  SELECT s.scope, r.status, count(*) FROM new_rows r
  CROSS JOIN LATERAL (VALUES ('all'), (coalesce('endpoint:' || r.endpoint_id, 'channel'))) s(scope)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (endpoint_key, status) DO UPDATE SET n = webhook_delivery_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION webhook_delivery_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE webhook_delivery_counts c SET n = c.n - d.n
    FROM (
      SELECT s.scope, r.status, count(*) AS n FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('all'), (coalesce('endpoint:' || r.endpoint_id, 'channel'))) s(scope)
      GROUP BY 1, 2
    ) d
   WHERE c.endpoint_key = d.scope AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_count_insert AFTER INSERT ON webhook_deliveries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_delivery_counts_insert();
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_count_delete AFTER DELETE ON webhook_deliveries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_delivery_counts_delete();
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_count_update AFTER UPDATE ON webhook_deliveries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_delivery_counts_apply();
