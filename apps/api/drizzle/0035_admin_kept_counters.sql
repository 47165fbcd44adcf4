CREATE TABLE "platform_revenue" (
	"month" date NOT NULL,
	"currency_code" text NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_revenue_month_currency_code_pk" PRIMARY KEY("month","currency_code")
);
--> statement-breakpoint
CREATE TABLE "platform_store_months" (
	"month" date PRIMARY KEY NOT NULL,
	"new_stores" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_store_totals" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"inactive" integer DEFAULT 0 NOT NULL,
	"bought" bigint DEFAULT 0 NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"allowance_left" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "stores_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_owner_email_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_name_id_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_search_text_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_name_id_idx" ON "stores" USING btree ("name","id","active");--> statement-breakpoint
-- What the admin's stores list searches for a store: its name, RUC and owners' emails, lower-cased.
CREATE FUNCTION store_search_text(store int, store_name text, store_ruc text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(store_name || ' ' || coalesce(store_ruc, '') || coalesce(
    (SELECT ' ' || string_agg(u.email::text, ' ' ORDER BY u.id) FROM users u
     WHERE u.store_id = store AND u.store_user_type = 'owner'), ''));
$$;
--> statement-breakpoint
CREATE FUNCTION stores_search_text_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := store_search_text(NEW.id, NEW.name, NEW.ruc);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_search_text BEFORE INSERT OR UPDATE OF name, ruc ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_search_text_set();
--> statement-breakpoint
-- An owner added, removed or given another email: their store's search text again (and the store they left).
CREATE FUNCTION stores_search_text_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched int[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.email, OLD.store_id, OLD.store_user_type)
      IS NOT DISTINCT FROM (NEW.email, NEW.store_id, NEW.store_user_type) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.store_user_type = 'owner' THEN touched := touched || OLD.store_id; END IF;
  IF TG_OP <> 'DELETE' AND NEW.store_user_type = 'owner' THEN touched := touched || NEW.store_id; END IF;
  IF touched = '{}' THEN
    RETURN NULL;
  END IF;
  UPDATE stores s SET search_text = store_search_text(s.id, s.name, s.ruc)
  WHERE s.id = ANY (touched) AND s.search_text IS DISTINCT FROM store_search_text(s.id, s.name, s.ruc);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_store_search_text AFTER INSERT OR DELETE OR UPDATE OF email, store_id, store_user_type
  ON users FOR EACH ROW EXECUTE FUNCTION stores_search_text_owner_change();
--> statement-breakpoint
UPDATE stores SET search_text = store_search_text(id, name, ruc);
--> statement-breakpoint
-- A LIKE '%…%' is estimated by trying it on the column's histogram: a finer one (1,000 values) lets the
-- planner tell a narrow search (bitmap on the trigram index) from a broad one (the name index in order).
ALTER TABLE stores ALTER COLUMN search_text SET STATISTICS 1000;
--> statement-breakpoint
-- Adds to the stores' totals in a row that no other transaction holds (a new shard when every one is
-- held): a redemption never waits for another's totals row.
CREATE FUNCTION platform_store_totals_add(n_active int, n_inactive int, n_bought bigint, n_used bigint,
  n_left bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target tid;
BEGIN
  SELECT ctid INTO target FROM platform_store_totals LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE platform_store_totals SET active = active + n_active, inactive = inactive + n_inactive,
      bought = bought + n_bought, used = used + n_used, allowance_left = allowance_left + n_left
    WHERE ctid = target;
  ELSE
    INSERT INTO platform_store_totals (shard, active, inactive, bought, used, allowance_left)
    VALUES ((random() * 32767)::int, n_active, n_inactive, n_bought, n_used, n_left)
    ON CONFLICT (shard) DO UPDATE SET active = platform_store_totals.active + excluded.active,
      inactive = platform_store_totals.inactive + excluded.inactive,
      bought = platform_store_totals.bought + excluded.bought,
      used = platform_store_totals.used + excluded.used,
      allowance_left = platform_store_totals.allowance_left + excluded.allowance_left;
  END IF;
END;
$$;
--> statement-breakpoint
-- Adds what the stores `added` count for, less what the stores `removed` counted for, in one addition.
CREATE FUNCTION platform_store_totals_apply(added stores[], removed stores[]) RETURNS void
LANGUAGE sql AS $$
  SELECT platform_store_totals_add(a::int, i::int, b::bigint, u::bigint, l::bigint)
  FROM (
    SELECT sum(sign * active::int) AS a, sum(sign * (NOT active)::int) AS i, sum(sign * redeem_bought) AS b,
      sum(sign * redeem_used) AS u, sum(sign * greatest(0, redeem_free + redeem_bought - redeem_used)) AS l
    FROM (
      SELECT 1 AS sign, s.active, s.redeem_free, s.redeem_bought, s.redeem_used FROM unnest(added) s
      UNION ALL
      SELECT -1, s.active, s.redeem_free, s.redeem_bought, s.redeem_used FROM unnest(removed) s
    ) changes
  ) net
  WHERE a <> 0 OR i <> 0 OR b <> 0 OR u <> 0 OR l <> 0;
$$;
--> statement-breakpoint
-- Each statement that inserts, deletes or changes stores: the totals get the difference the stores it
-- touched make (a statement of many stores is one addition), and their months the stores created or deleted.
CREATE FUNCTION platform_store_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platform_store_totals_apply((SELECT array_agg(n::stores) FROM new_rows n), '{}');
    INSERT INTO platform_store_months AS m (month, new_stores)
    SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (month) DO UPDATE SET new_stores = m.new_stores + excluded.new_stores;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM platform_store_totals_apply('{}', (SELECT array_agg(o::stores) FROM old_rows o));
    INSERT INTO platform_store_months AS m (month, new_stores)
    SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1
    ON CONFLICT (month) DO UPDATE SET new_stores = m.new_stores + excluded.new_stores;
  ELSE
    PERFORM platform_store_totals_apply((SELECT array_agg(n::stores) FROM new_rows n),
      (SELECT array_agg(o::stores) FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER platform_store_totals_insert AFTER INSERT ON stores REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION platform_store_totals_change();
--> statement-breakpoint
CREATE TRIGGER platform_store_totals_delete AFTER DELETE ON stores REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION platform_store_totals_change();
--> statement-breakpoint
CREATE TRIGGER platform_store_totals_update AFTER UPDATE ON stores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION platform_store_totals_change();
--> statement-breakpoint
-- A payment confirmed (or no longer counted): its amount added to (or taken from) its month and currency.
CREATE FUNCTION platform_revenue_add(at timestamptz, currency text, amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO platform_revenue AS r (month, currency_code, cents)
  VALUES (date_trunc('month', at AT TIME ZONE 'UTC')::date, currency, amount)
  ON CONFLICT (month, currency_code) DO UPDATE SET cents = r.cents + excluded.cents;
$$;
--> statement-breakpoint
CREATE FUNCTION platform_revenue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.confirmed_at, OLD.currency_code, OLD.amount_cents)
      IS NOT DISTINCT FROM (NEW.status, NEW.confirmed_at, NEW.currency_code, NEW.amount_cents) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'confirmed' THEN
    PERFORM platform_revenue_add(coalesce(OLD.confirmed_at, OLD.created_at), OLD.currency_code, -OLD.amount_cents);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'confirmed' THEN
    PERFORM platform_revenue_add(coalesce(NEW.confirmed_at, NEW.created_at), NEW.currency_code, NEW.amount_cents);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER platform_revenue AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION platform_revenue_change();
--> statement-breakpoint
-- The counters written again from the stores and payments as they are (the backfill below, a restore,
-- data loaded with triggers off).
CREATE FUNCTION platform_counters_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM platform_store_totals;
  DELETE FROM platform_store_months;
  DELETE FROM platform_revenue;
  INSERT INTO platform_store_totals (shard, active, inactive, bought, used, allowance_left)
  SELECT 0, count(*) FILTER (WHERE active), count(*) FILTER (WHERE NOT active), coalesce(sum(redeem_bought), 0),
    coalesce(sum(redeem_used), 0), coalesce(sum(greatest(0, redeem_free + redeem_bought - redeem_used)), 0)
  FROM stores;
  INSERT INTO platform_store_months (month, new_stores)
  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM stores GROUP BY 1;
  INSERT INTO platform_revenue (month, currency_code, cents)
  SELECT date_trunc('month', coalesce(confirmed_at, created_at) AT TIME ZONE 'UTC')::date, currency_code,
    sum(amount_cents)
  FROM payments WHERE status = 'confirmed' GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT platform_counters_rebuild();
