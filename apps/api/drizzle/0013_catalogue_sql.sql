-- Preset counts per collection, provider, category and visibility, and per category and tag, kept by
-- statement-level triggers with transition tables: the Items tabs and the catalogue's category
-- counts read a few counter rows instead of counting a million presets.
CREATE FUNCTION product_preset_counts_apply(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_preset_counts (collection, provider, category_id, visible, total)
  SELECT d->>'collection', d->>'provider', d->>'category_id', (d->>'visible')::boolean, sum((d->>'n')::int)
    FROM jsonb_array_elements(deltas) d
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (collection, provider, category_id, visible) DO UPDATE SET total = product_preset_counts.total + EXCLUDED.total;
  UPDATE product_categories c SET preset_count = c.preset_count + x.n
    FROM (SELECT d->>'category_id' AS id, sum((d->>'n')::int) AS n FROM jsonb_array_elements(deltas) d GROUP BY 1) x
   WHERE c.id = x.id AND x.n <> 0;
$$;
--> statement-breakpoint
CREATE FUNCTION product_presets_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_preset_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('collection', collection, 'provider', provider, 'category_id', coalesce(category_id, ''), 'visible', visible, 'n', n))
    FROM (SELECT collection, provider, category_id, visible, count(*) AS n FROM new_rows GROUP BY 1, 2, 3, 4) g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_presets_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_preset_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('collection', collection, 'provider', provider, 'category_id', coalesce(category_id, ''), 'visible', visible, 'n', -n))
    FROM (SELECT collection, provider, category_id, visible, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_presets_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_preset_counts_apply(coalesce((SELECT jsonb_agg(jsonb_build_object('collection', collection, 'provider', provider, 'category_id', coalesce(category_id, ''), 'visible', visible, 'n', n))
    FROM (
      SELECT collection, provider, category_id, visible, sum(n) AS n FROM (
        SELECT collection, provider, category_id, visible, -1 AS n FROM old_rows
        UNION ALL
        SELECT collection, provider, category_id, visible, 1 FROM new_rows
      ) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
    ) g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_presets_count_insert AFTER INSERT ON product_presets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_presets_count_insert();
--> statement-breakpoint
CREATE TRIGGER product_presets_count_delete AFTER DELETE ON product_presets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_presets_count_delete();
--> statement-breakpoint
CREATE TRIGGER product_presets_count_update AFTER UPDATE ON product_presets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_presets_count_update();
--> statement-breakpoint
CREATE FUNCTION product_tags_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_tags t SET preset_count = t.preset_count + x.n
    FROM (SELECT tag_id, count(*) AS n FROM new_rows GROUP BY 1) x WHERE t.id = x.tag_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_tags_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_tags t SET preset_count = t.preset_count - x.n
    FROM (SELECT tag_id, count(*) AS n FROM old_rows GROUP BY 1) x WHERE t.id = x.tag_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_preset_tags_count_insert AFTER INSERT ON product_preset_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_tags_count_insert();
--> statement-breakpoint
CREATE TRIGGER product_preset_tags_count_delete AFTER DELETE ON product_preset_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_tags_count_delete();
--> statement-breakpoint
-- Search by name fragment at a million rows.
CREATE INDEX product_presets_name_trgm_idx ON product_presets USING gin (lower(name) gin_trgm_ops);
