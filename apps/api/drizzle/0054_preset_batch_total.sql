-- A preset's batch_total: its productions placed in a batch (by hand or by the rules), kept by the
-- productions' own writes like production_total: a batch made adds them, a trashed batch (which
-- releases its productions) or a production moved out of its batch takes them away.
CREATE FUNCTION preset_batch_total_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.batch_id IS NOT NULL THEN
    UPDATE product_presets SET batch_total = batch_total - 1 WHERE id = OLD.preset_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.batch_id IS NOT NULL THEN
    UPDATE product_presets SET batch_total = batch_total + 1 WHERE id = NEW.preset_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER preset_batch_total_insert_delete AFTER INSERT OR DELETE ON productions
  FOR EACH ROW EXECUTE FUNCTION preset_batch_total_keep();
--> statement-breakpoint
CREATE TRIGGER preset_batch_total_update AFTER UPDATE OF batch_id, preset_id ON productions
  FOR EACH ROW WHEN ((OLD.batch_id IS NULL) IS DISTINCT FROM (NEW.batch_id IS NULL) OR (OLD.batch_id IS NOT NULL AND OLD.preset_id IS DISTINCT FROM NEW.preset_id))
  EXECUTE FUNCTION preset_batch_total_keep();
--> statement-breakpoint
-- Productions batched before this migration.
UPDATE product_presets pp SET batch_total = coalesce(b.n, 0)
  FROM (SELECT p.id, count(x.id)::int AS n FROM product_presets p
        LEFT JOIN productions x ON x.preset_id = p.id AND x.batch_id IS NOT NULL GROUP BY p.id) b
  WHERE b.id = pp.id AND pp.batch_total IS DISTINCT FROM coalesce(b.n, 0);
