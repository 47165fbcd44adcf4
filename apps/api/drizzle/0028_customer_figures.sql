CREATE TABLE "customer_figures" (
	"store_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"customers" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "customer_figures_store_id_level_id_shard_pk" PRIMARY KEY("store_id","level_id","shard")
);
--> statement-breakpoint
-- Adds a live customer's contribution (sign 1) or takes it back (sign -1) in the figures: one customer and
-- their balance, in their level's row (0 = none) of this connection's shard.
CREATE FUNCTION customer_figures_add(c customers, sign int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_figures (store_id, level_id, shard, customers, points)
  VALUES (c.store_id, coalesce(c.level_id, 0), pg_backend_pid() % 16, sign, sign * c.balance::bigint)
  ON CONFLICT (store_id, level_id, shard) DO UPDATE SET
    customers = customer_figures.customers + excluded.customers,
    points = customer_figures.points + excluded.points;
$$;
--> statement-breakpoint
-- Keeps customer_figures with every change of customers, in the statement that makes it. A change of
-- balance alone (the counter's hot path) is one upsert of the difference.
CREATE FUNCTION customer_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NULL AND OLD.store_id = NEW.store_id
     AND OLD.level_id IS NOT DISTINCT FROM NEW.level_id THEN
    INSERT INTO customer_figures (store_id, level_id, shard, customers, points)
    VALUES (NEW.store_id, coalesce(NEW.level_id, 0), pg_backend_pid() % 16, 0, NEW.balance::bigint - OLD.balance)
    ON CONFLICT (store_id, level_id, shard) DO UPDATE SET points = customer_figures.points + excluded.points;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    PERFORM customer_figures_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    PERFORM customer_figures_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_figures_insert AFTER INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_figures_change();
--> statement-breakpoint
CREATE TRIGGER customer_figures_delete AFTER DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_figures_change();
--> statement-breakpoint
CREATE TRIGGER customer_figures_update AFTER UPDATE OF balance, level_id, deleted_at, store_id ON customers
  FOR EACH ROW WHEN (OLD.balance IS DISTINCT FROM NEW.balance OR OLD.level_id IS DISTINCT FROM NEW.level_id
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION customer_figures_change();
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
