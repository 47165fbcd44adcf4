-- Names a screen lists are unique in their list, whatever the case, accents or blanks: a level per
-- store, a shipping zone per store, a product category per store, a city per country, a store category.
-- name_key folds as foldText does (lib/text.ts); the two-argument unaccent names its dictionary, so the
-- function is immutable and can key an index.
CREATE FUNCTION name_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- Existing duplicates keep their rows (orders, customers and products point at them): the oldest keeps
-- its name, each later one is renamed «Oro (2)», «Oro (3)»… so the owner sees and can merge them.
UPDATE customer_levels t SET name = t.name || ' (' || d.n || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY store_id, name_key(name) ORDER BY id) AS n FROM customer_levels) d
WHERE d.id = t.id AND d.n > 1;
--> statement-breakpoint
UPDATE shipping_costs t SET name = t.name || ' (' || d.n || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY store_id, name_key(name) ORDER BY id) AS n FROM shipping_costs) d
WHERE d.id = t.id AND d.n > 1;
--> statement-breakpoint
UPDATE product_categories t SET name = t.name || ' (' || d.n || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY store_id, name_key(name) ORDER BY id) AS n FROM product_categories) d
WHERE d.id = t.id AND d.n > 1;
--> statement-breakpoint
UPDATE cities t SET name = t.name || ' (' || d.n || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY country_id, name_key(name) ORDER BY id) AS n FROM cities) d
WHERE d.id = t.id AND d.n > 1;
--> statement-breakpoint
UPDATE categories t SET name = t.name || ' (' || d.n || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY name_key(name) ORDER BY id) AS n FROM categories) d
WHERE d.id = t.id AND d.n > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX customer_levels_name_uq ON customer_levels (store_id, name_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX shipping_costs_name_uq ON shipping_costs (store_id, name_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX product_categories_name_uq ON product_categories (store_id, name_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX cities_name_uq ON cities (country_id, name_key(name));
--> statement-breakpoint
CREATE UNIQUE INDEX categories_name_uq ON categories (name_key(name));
