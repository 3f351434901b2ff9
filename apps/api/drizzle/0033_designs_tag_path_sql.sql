-- A tag's page and counts as index reads: each tag link carries its design's status and created_at
-- (copied on insert, followed on every design update), and designs per tag and status are counted
-- by the links' own writes. A link joins a design and a tag of one owner, so "a seller's designs
-- with this tag" is "the tag's designs, if the tag is theirs".
CREATE FUNCTION mockup_design_tag_links_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  design_owner text;
BEGIN
  SELECT d.owner_id, d.status, d.created_at INTO design_owner, NEW.status, NEW.created_at FROM mockup_designs d WHERE d.id = NEW.design_id;
  IF design_owner IS DISTINCT FROM (SELECT t.owner_id FROM mockup_design_tags t WHERE t.id = NEW.tag_id) THEN
    RAISE EXCEPTION 'design % and tag % have different owners', NEW.design_id, NEW.tag_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER mockup_design_tag_links_fill BEFORE INSERT OR UPDATE OF design_id, tag_id ON mockup_design_tag_links
  FOR EACH ROW EXECUTE FUNCTION mockup_design_tag_links_fill();
--> statement-breakpoint
CREATE FUNCTION mockup_design_tag_links_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mockup_design_tag_links SET status = NEW.status, created_at = NEW.created_at WHERE design_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mockup_design_tag_links_follow AFTER UPDATE OF status, created_at ON mockup_designs
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION mockup_design_tag_links_follow();
--> statement-breakpoint
CREATE FUNCTION mockup_design_tag_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE mockup_design_tag_status_counts SET total = total - 1 WHERE tag_id = OLD.tag_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mockup_design_tag_status_counts (tag_id, status, total) VALUES (NEW.tag_id, NEW.status, 1)
      ON CONFLICT (tag_id, status) DO UPDATE SET total = mockup_design_tag_status_counts.total + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mockup_design_tag_status_counts_insert_delete AFTER INSERT OR DELETE ON mockup_design_tag_links
  FOR EACH ROW EXECUTE FUNCTION mockup_design_tag_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER mockup_design_tag_status_counts_update AFTER UPDATE OF status, tag_id ON mockup_design_tag_links
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.tag_id IS DISTINCT FROM NEW.tag_id)
  EXECUTE FUNCTION mockup_design_tag_status_counts_keep();
--> statement-breakpoint
-- The links already there.
INSERT INTO mockup_design_tag_status_counts (tag_id, status, total)
  SELECT tag_id, status, count(*)::int FROM mockup_design_tag_links GROUP BY tag_id, status;
