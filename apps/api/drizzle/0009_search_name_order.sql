-- Search reads names in byte order and stops at the page's last row: with the id in the index, ties of
-- a common name no longer make it read the whole group to order by id.
CREATE INDEX IF NOT EXISTS customers_store_sort_c_id_idx ON customers (store_id, (sort_name COLLATE "C"), id);
--> statement-breakpoint
DROP INDEX IF EXISTS customers_store_sort_c_idx;
--> statement-breakpoint
-- Existing ledgers get their activity totals (0008 created the roll-up empty).
INSERT INTO activity_daily (store_id, day, location_id, user_id, tab, entries, points, amount_cents)
SELECT e.store_id, (e.created_at AT TIME ZONE s.time_zone)::date, coalesce(e.location_id, 0), coalesce(e.user_id, 0),
  CASE WHEN e.kind = 'redemption' THEN 'redeemed' ELSE 'earned' END, count(*), sum(e.points), coalesce(sum(e.amount_cents), 0)
FROM ledger_entries e JOIN stores s ON s.id = e.store_id
WHERE e.kind IN ('welcome', 'purchase', 'manual', 'bulk', 'redemption')
GROUP BY 1, 2, 3, 4, 5
ON CONFLICT DO NOTHING;
