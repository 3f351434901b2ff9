ALTER TABLE "productions" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
-- The counters keep a packed unit at Packing under 'Packed': the Packing tab counts only what is still to pack.
CREATE OR REPLACE FUNCTION production_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE production_counts SET total = total - 1
      WHERE manufacture_id = OLD.manufacture_id AND source = OLD.source
        AND status = CASE WHEN OLD.status = 'Packing' AND OLD.packed_at IS NOT NULL THEN 'Packed' ELSE OLD.status END;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO production_counts (manufacture_id, source, status, total)
      VALUES (NEW.manufacture_id, NEW.source, CASE WHEN NEW.status = 'Packing' AND NEW.packed_at IS NOT NULL THEN 'Packed' ELSE NEW.status END, 1)
      ON CONFLICT (manufacture_id, source, status) DO UPDATE SET total = production_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER production_counts_update ON productions;
--> statement-breakpoint
CREATE TRIGGER production_counts_update AFTER UPDATE OF status, source, manufacture_id, packed_at ON productions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.source IS DISTINCT FROM NEW.source OR OLD.manufacture_id IS DISTINCT FROM NEW.manufacture_id
    OR (OLD.packed_at IS NULL) <> (NEW.packed_at IS NULL))
  EXECUTE FUNCTION production_counts_keep();
--> statement-breakpoint
-- Units already in a live package are packed (the trigger moves their count).
UPDATE productions p SET packed_at = pp.packed_at
  FROM package_productions pp JOIN packages k ON k.id = pp.package_id
  WHERE pp.production_id = p.id AND k.status <> 'Cancelled';
