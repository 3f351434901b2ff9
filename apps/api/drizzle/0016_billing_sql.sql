-- Entries per seller and status, kept by the ledger's own writes: the Transactions tabs read a
-- handful of counter rows instead of counting millions of entries.
CREATE FUNCTION ledger_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE ledger_status_counts SET total = total - 1 WHERE user_id = OLD.user_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_status_counts (user_id, status, total) VALUES (NEW.user_id, NEW.status, 1)
      ON CONFLICT (user_id, status) DO UPDATE SET total = ledger_status_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_status_counts_insert_delete AFTER INSERT OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER ledger_status_counts_update AFTER UPDATE OF status ON ledger_entries
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ledger_status_counts_keep();
