-- The dashboard's and the daily report's summaries, kept by the rows they summarise (issue 33).
-- An order counts once, on the day it is paid: a deferred trigger runs at commit, when its lines
-- are in (an order and its lines are written in one transaction, in either order).
CREATE FUNCTION sales_daily_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_day date;
BEGIN
  IF NEW.paid_at IS NULL OR NEW.is_test OR (TG_OP = 'UPDATE' AND OLD.paid_at IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  paid_day := (NEW.paid_at AT TIME ZONE 'UTC')::date;
  INSERT INTO sales_daily AS s (day, seller_id, store_id, orders, units, revenue, base_cost, shipping)
  VALUES (paid_day, NEW.seller_id, coalesce(NEW.store_id, ''), 1, NEW.item_count, NEW.total, NEW.base_cost, NEW.shipping)
  ON CONFLICT (day, seller_id, store_id) DO UPDATE SET
    orders = s.orders + 1, units = s.units + excluded.units, revenue = s.revenue + excluded.revenue,
    base_cost = s.base_cost + excluded.base_cost, shipping = s.shipping + excluded.shipping;
  INSERT INTO line_sales_daily AS l (day, product_type_id, manufacture_id, units, revenue, base_cost)
  SELECT paid_day, coalesce(p.product_type_id, ''), coalesce(p.manufacture_id, ''), sum(i.quantity)::int, sum(i.total), sum(i.base_price * i.quantity)
  FROM order_items i LEFT JOIN product_presets p ON p.id = i.preset_id
  WHERE i.order_id = NEW.id
  GROUP BY 1, 2, 3
  ON CONFLICT (day, product_type_id, manufacture_id) DO UPDATE SET
    units = l.units + excluded.units, revenue = l.revenue + excluded.revenue, base_cost = l.base_cost + excluded.base_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_daily AFTER INSERT OR UPDATE OF paid_at ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sales_daily_paid();
--> statement-breakpoint
-- A refund of an order's payment counts on the day it is made, against the order's seller and store.
CREATE FUNCTION sales_daily_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily AS s (day, seller_id, store_id, refunds)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, o.seller_id, coalesce(o.store_id, ''), sum(abs(n.amount))
  FROM new_entries n JOIN orders o ON o.id = n.order_id
  WHERE n.type = 'refund' AND NOT o.is_test
  GROUP BY 1, 2, 3
  ON CONFLICT (day, seller_id, store_id) DO UPDATE SET refunds = s.refunds + excluded.refunds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_sales_daily AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_refunds();
--> statement-breakpoint
-- Units arriving at each station, per day and factory.
CREATE FUNCTION station_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO station_daily AS d (day, manufacture_id, station, units)
  SELECT (n.scanned_at AT TIME ZONE 'UTC')::date, p.manufacture_id, n."to", count(*)::int
  FROM new_steps n JOIN productions p ON p.id = n.production_id
  WHERE n."to" IN ('Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing')
  GROUP BY 1, 2, 3
  ON CONFLICT (day, manufacture_id, station) DO UPDATE SET units = d.units + excluded.units;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER production_steps_station_daily AFTER INSERT ON production_steps
  REFERENCING NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION station_daily_keep();
--> statement-breakpoint
-- What was there before the triggers.
INSERT INTO sales_daily (day, seller_id, store_id, orders, units, revenue, base_cost, shipping)
SELECT (paid_at AT TIME ZONE 'UTC')::date, seller_id, coalesce(store_id, ''), count(*)::int, sum(item_count)::int, sum(total), sum(base_cost), sum(shipping)
FROM orders WHERE paid_at IS NOT NULL AND NOT is_test GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO line_sales_daily (day, product_type_id, manufacture_id, units, revenue, base_cost)
SELECT (o.paid_at AT TIME ZONE 'UTC')::date, coalesce(p.product_type_id, ''), coalesce(p.manufacture_id, ''), sum(i.quantity)::int, sum(i.total), sum(i.base_price * i.quantity)
FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN product_presets p ON p.id = i.preset_id
WHERE o.paid_at IS NOT NULL AND NOT o.is_test GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO sales_daily AS s (day, seller_id, store_id, refunds)
SELECT (e.created_at AT TIME ZONE 'UTC')::date, o.seller_id, coalesce(o.store_id, ''), sum(abs(e.amount))
FROM ledger_entries e JOIN orders o ON o.id = e.order_id
WHERE e.type = 'refund' AND NOT o.is_test GROUP BY 1, 2, 3
ON CONFLICT (day, seller_id, store_id) DO UPDATE SET refunds = s.refunds + excluded.refunds;
--> statement-breakpoint
INSERT INTO station_daily (day, manufacture_id, station, units)
SELECT (s.scanned_at AT TIME ZONE 'UTC')::date, p.manufacture_id, s."to", count(*)::int
FROM production_steps s JOIN productions p ON p.id = s.production_id
WHERE s."to" IN ('Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing') GROUP BY 1, 2, 3;
