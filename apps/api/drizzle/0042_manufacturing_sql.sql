-- Productions per factory, order intake and status, kept by the productions' own writes: the
-- productions tabs read a handful of counter rows instead of counting a million productions.
CREATE FUNCTION production_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE production_counts SET total = total - 1
      WHERE manufacture_id = OLD.manufacture_id AND source = OLD.source AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO production_counts (manufacture_id, source, status, total) VALUES (NEW.manufacture_id, NEW.source, NEW.status, 1)
      ON CONFLICT (manufacture_id, source, status) DO UPDATE SET total = production_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER production_counts_insert_delete AFTER INSERT OR DELETE ON productions
  FOR EACH ROW EXECUTE FUNCTION production_counts_keep();
--> statement-breakpoint
CREATE TRIGGER production_counts_update AFTER UPDATE OF status, source, manufacture_id ON productions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.source IS DISTINCT FROM NEW.source OR OLD.manufacture_id IS DISTINCT FROM NEW.manufacture_id)
  EXECUTE FUNCTION production_counts_keep();
--> statement-breakpoint
-- A preset's production_total: the productions made of it (reproductions included).
CREATE FUNCTION preset_production_total_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE product_presets SET production_total = production_total + 1 WHERE id = NEW.preset_id;
  ELSE
    UPDATE product_presets SET production_total = production_total - 1 WHERE id = OLD.preset_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER preset_production_total AFTER INSERT OR DELETE ON productions
  FOR EACH ROW EXECUTE FUNCTION preset_production_total_keep();
