-- Packages per factory, intake, status, shipping method and tracking status, kept by the packages'
-- own writes: the Box Packages tabs read a handful of counter rows instead of counting packages.
CREATE FUNCTION package_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE package_counts SET total = total - 1
      WHERE manufacture_id = OLD.manufacture_id AND source = OLD.source AND status = OLD.status
        AND shipping_key = OLD.shipping_key AND tracking_status = OLD.tracking_status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO package_counts (manufacture_id, source, status, shipping_key, tracking_status, total)
      VALUES (NEW.manufacture_id, NEW.source, NEW.status, NEW.shipping_key, NEW.tracking_status, 1)
      ON CONFLICT (manufacture_id, source, status, shipping_key, tracking_status) DO UPDATE SET total = package_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER package_counts_insert_delete AFTER INSERT OR DELETE ON packages
  FOR EACH ROW EXECUTE FUNCTION package_counts_keep();
--> statement-breakpoint
CREATE TRIGGER package_counts_update AFTER UPDATE OF status, source, manufacture_id, shipping_key, tracking_status ON packages
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.source IS DISTINCT FROM NEW.source
    OR OLD.manufacture_id IS DISTINCT FROM NEW.manufacture_id OR OLD.shipping_key IS DISTINCT FROM NEW.shipping_key
    OR OLD.tracking_status IS DISTINCT FROM NEW.tracking_status)
  EXECUTE FUNCTION package_counts_keep();
