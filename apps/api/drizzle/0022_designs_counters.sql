-- Designs per owner and status, kept by the designs' own writes: mockupCounter reads a handful of
-- counter rows instead of counting every design.
CREATE FUNCTION mockup_design_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE mockup_design_status_counts SET total = total - 1 WHERE owner_id = OLD.owner_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mockup_design_status_counts (owner_id, status, total) VALUES (NEW.owner_id, NEW.status, 1)
      ON CONFLICT (owner_id, status) DO UPDATE SET total = mockup_design_status_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mockup_design_status_counts_insert_delete AFTER INSERT OR DELETE ON mockup_designs
  FOR EACH ROW EXECUTE FUNCTION mockup_design_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER mockup_design_status_counts_update AFTER UPDATE OF status, owner_id ON mockup_designs
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION mockup_design_status_counts_keep();
