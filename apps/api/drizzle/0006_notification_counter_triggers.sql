-- Statement-level triggers with transition tables: one counter update per user per statement,
-- so marking 30,000 notifications read costs one row write, not 30,000.
CREATE FUNCTION notification_counters_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counters (user_id, total, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE status = 'New') FROM new_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET total = notification_counters.total + EXCLUDED.total,
        unread = notification_counters.unread + EXCLUDED.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Subtracting only updates existing rows: when a user is deleted, the cascade removes the counter first.
CREATE FUNCTION notification_counters_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counters c
     SET total = c.total - d.total, unread = c.unread - d.unread
    FROM (SELECT user_id, count(*) AS total, count(*) FILTER (WHERE status = 'New') AS unread FROM old_rows GROUP BY user_id) d
   WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notification_counters_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counters c
     SET total = c.total + d.total, unread = c.unread + d.unread
    FROM (
      SELECT user_id, sum(t) AS total, sum(u) AS unread FROM (
        SELECT user_id, -1 AS t, CASE WHEN status = 'New' THEN -1 ELSE 0 END AS u FROM old_rows
        UNION ALL
        SELECT user_id, 1, CASE WHEN status = 'New' THEN 1 ELSE 0 END FROM new_rows
      ) x GROUP BY user_id
    ) d
   WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_count_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_add();
--> statement-breakpoint
CREATE TRIGGER notifications_count_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_remove();
--> statement-breakpoint
CREATE TRIGGER notifications_count_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_change();
--> statement-breakpoint
INSERT INTO notification_counters (user_id, total, unread)
SELECT user_id, count(*), count(*) FILTER (WHERE status = 'New') FROM notifications GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET total = EXCLUDED.total, unread = EXCLUDED.unread;
