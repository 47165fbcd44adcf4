CREATE TABLE "customer_figures" (
	"store_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"customers" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "customer_figures_store_id_level_id_shard_pk" PRIMARY KEY("store_id","level_id","shard")
);
--> statement-breakpoint
-- Adds n customers and pts points to a store's level (0 = none) in one of its figures rows that no other
-- transaction holds: a writer never waits for another's figures row (a bulk step holds its rows until it
-- commits, and a counter call goes on with another). When every row is held, a new one is made, so there
-- are about as many rows as writers of that level at once.
CREATE FUNCTION customer_figures_add(store int, level int, n int, pts bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target tid;
BEGIN
  SELECT ctid INTO target FROM customer_figures WHERE store_id = store AND level_id = level
  LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE customer_figures SET customers = customers + n, points = points + pts WHERE ctid = target;
  ELSE
    INSERT INTO customer_figures (store_id, level_id, shard, customers, points)
    VALUES (store, level, (random() * 32767)::int, n, pts)
    ON CONFLICT (store_id, level_id, shard) DO UPDATE SET
      customers = customer_figures.customers + excluded.customers,
      points = customer_figures.points + excluded.points;
  END IF;
END;
$$;
--> statement-breakpoint
-- Keeps customer_figures with every statement that changes customers, in that statement: each live
-- customer's contribution (one customer, their balance, in their level's figures) taken back as it was
-- before and added as it is after, summed per store and level, so a statement of 10,000 customers
-- touches a figures row once per level, and a change of balance alone (the counter's hot path) is one
-- addition of the difference.
CREATE FUNCTION customer_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_figures_add(store_id, coalesce(level_id, 0), count(*)::int, sum(balance)::bigint)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY store_id, coalesce(level_id, 0);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM customer_figures_add(store_id, coalesce(level_id, 0), -count(*)::int, -sum(balance)::bigint)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY store_id, coalesce(level_id, 0);
  ELSE
    PERFORM customer_figures_add(store_id, level_id, n::int, points::bigint)
    FROM (
      SELECT store_id, level_id, sum(n) AS n, sum(points) AS points FROM (
        SELECT store_id, coalesce(level_id, 0) AS level_id, -1 AS n, -balance::bigint AS points
        FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT store_id, coalesce(level_id, 0), 1, balance::bigint FROM new_rows WHERE deleted_at IS NULL) changes
      GROUP BY store_id, level_id) net
    WHERE n <> 0 OR points <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_figures_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_change();
--> statement-breakpoint
CREATE TRIGGER customer_figures_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_change();
--> statement-breakpoint
CREATE TRIGGER customer_figures_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_change();
--> statement-breakpoint
-- The figures written again from the customers as they are, in shard 0 (the backfill below, a restore,
-- data loaded with triggers off).
CREATE FUNCTION customer_figures_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_figures;
  INSERT INTO customer_figures (store_id, level_id, shard, customers, points)
  SELECT store_id, coalesce(level_id, 0), 0, count(*), coalesce(sum(balance), 0)
  FROM customers WHERE deleted_at IS NULL GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT customer_figures_rebuild();
