-- Listings per seller and status, kept by the listings' own writes: itemsInfoCounters reads a
-- handful of counter rows instead of counting every listing.
CREATE FUNCTION listing_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE listing_status_counts SET total = total - 1 WHERE seller_id = OLD.seller_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO listing_status_counts (seller_id, status, total) VALUES (NEW.seller_id, NEW.status, 1)
      ON CONFLICT (seller_id, status) DO UPDATE SET total = listing_status_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_status_counts_insert_delete AFTER INSERT OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION listing_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER listing_status_counts_update AFTER UPDATE OF status, seller_id ON listings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION listing_status_counts_keep();
--> statement-breakpoint
-- The listings already there.
INSERT INTO listing_status_counts (seller_id, status, total)
  SELECT seller_id, status, count(*)::int FROM listings GROUP BY seller_id, status;
