-- Statement-level triggers with transition tables keep shipment_counters exact: each changed
-- shipment counts in two scopes (everyone's and its seller's), one upsert per statement, into the
-- slot of the writing transaction (its id modulo 16), so concurrent deliveries rarely wait on the
-- same counter row. An update that moves no status (a new last_event_at) nets to zero and writes nothing.
CREATE FUNCTION shipment_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipment_counters (scope, status, slot, total)
  SELECT scope, status, (txid_current() % 16)::smallint, sum(n) FROM (
    SELECT s.scope, r.status, r.n FROM (
      SELECT o.seller_id, o.status, -1 AS n FROM old_rows o JOIN new_rows nw ON nw.id = o.id
       WHERE o.status IS DISTINCT FROM nw.status OR o.seller_id IS DISTINCT FROM nw.seller_id
      UNION ALL
      SELECT nw.seller_id, nw.status, 1 FROM new_rows nw JOIN old_rows o ON o.id = nw.id
       WHERE o.status IS DISTINCT FROM nw.status OR o.seller_id IS DISTINCT FROM nw.seller_id
    ) r
    CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id)) s(scope)
    WHERE s.scope IS NOT NULL
  ) d GROUP BY scope, status HAVING sum(n) <> 0 ORDER BY scope, status
  ON CONFLICT (scope, status, slot) DO UPDATE SET total = shipment_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_counters_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipment_counters (scope, status, slot, total)
  SELECT s.scope, r.status, (txid_current() % 16)::smallint, count(*) FROM new_rows r
  CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id)) s(scope)
  WHERE s.scope IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (scope, status, slot) DO UPDATE SET total = shipment_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_counters_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipment_counters (scope, status, slot, total)
  SELECT s.scope, r.status, (txid_current() % 16)::smallint, -count(*) FROM old_rows r
  CROSS JOIN LATERAL (VALUES ('all'), ('seller:' || r.seller_id)) s(scope)
  WHERE s.scope IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (scope, status, slot) DO UPDATE SET total = shipment_counters.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipments_count_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counters_insert();
--> statement-breakpoint
CREATE TRIGGER shipments_count_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counters_delete();
--> statement-breakpoint
CREATE TRIGGER shipments_count_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counters_apply();
