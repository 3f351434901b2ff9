-- A product preset's mockup_count is the number of its mockup templates (owner_id null), kept by
-- the templates' own writes (sellers' product mockups do not count).
CREATE FUNCTION product_presets_mockup_count_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.owner_id IS NULL THEN
    UPDATE product_presets SET mockup_count = mockup_count - 1 WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.owner_id IS NULL THEN
    UPDATE product_presets SET mockup_count = mockup_count + 1 WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_presets_mockup_count_insert_delete AFTER INSERT OR DELETE ON mockup_presets
  FOR EACH ROW EXECUTE FUNCTION product_presets_mockup_count_keep();
--> statement-breakpoint
CREATE TRIGGER product_presets_mockup_count_update AFTER UPDATE OF product_id, owner_id ON mockup_presets
  FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION product_presets_mockup_count_keep();
