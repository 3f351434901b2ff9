-- Orders per seller, store and status, kept by the orders' own writes: the Orders tabs read a
-- handful of counter rows instead of counting a million orders.
CREATE FUNCTION order_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_status_counts SET total = total - 1
      WHERE seller_id = OLD.seller_id AND store_id = coalesce(OLD.store_id, '') AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_status_counts (seller_id, store_id, status, total) VALUES (NEW.seller_id, coalesce(NEW.store_id, ''), NEW.status, 1)
      ON CONFLICT (seller_id, store_id, status) DO UPDATE SET total = order_status_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_status_counts_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_update AFTER UPDATE OF status, store_id, seller_id ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.store_id IS DISTINCT FROM NEW.store_id OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION order_status_counts_keep();
