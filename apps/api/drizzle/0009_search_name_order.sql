-- Search reads names in byte order and stops at the page's last row: with the id in the index, ties of
-- a common name no longer make it read the whole group to order by id.
CREATE INDEX IF NOT EXISTS customers_store_sort_c_id_idx ON customers (store_id, (sort_name COLLATE "C"), id);
--> statement-breakpoint
DROP INDEX IF EXISTS customers_store_sort_c_idx;
