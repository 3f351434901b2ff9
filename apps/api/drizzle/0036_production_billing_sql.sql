-- Entries and amounts per factory, seller and status, kept by the ledger's own writes: the
-- Production Transactions tabs and sums read a handful of rows instead of counting the ledger.
CREATE FUNCTION production_transaction_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE production_transaction_counts SET total = total - 1, amount = amount - OLD.amount
      WHERE manufacture_id = OLD.manufacture_id AND seller_id = OLD.seller_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO production_transaction_counts (manufacture_id, seller_id, status, total, amount)
      VALUES (NEW.manufacture_id, NEW.seller_id, NEW.status, 1, NEW.amount)
      ON CONFLICT (manufacture_id, seller_id, status) DO UPDATE
      SET total = production_transaction_counts.total + 1, amount = production_transaction_counts.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER production_transaction_counts_insert_delete AFTER INSERT OR DELETE ON production_transactions
  FOR EACH ROW EXECUTE FUNCTION production_transaction_counts_keep();
--> statement-breakpoint
CREATE TRIGGER production_transaction_counts_update AFTER UPDATE OF status, amount ON production_transactions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount IS DISTINCT FROM NEW.amount)
  EXECUTE FUNCTION production_transaction_counts_keep();
