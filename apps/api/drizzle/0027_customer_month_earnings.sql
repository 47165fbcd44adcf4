CREATE TABLE "customer_month_earnings" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"month" date NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "customer_month_earnings_customer_id_month_pk" PRIMARY KEY("customer_id","month")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "level_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "level_month" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "level_month" date;--> statement-breakpoint
CREATE INDEX "customer_month_earnings_store_month_idx" ON "customer_month_earnings" USING btree ("store_id","month");--> statement-breakpoint
ALTER TABLE "customer_month_earnings" ADD CONSTRAINT "customer_month_earnings_customer_fk" FOREIGN KEY ("store_id", "customer_id") REFERENCES "customers" ("store_id", "id") ON DELETE CASCADE;--> statement-breakpoint
-- Backfill: each customer's earnings per month of the 12 that count (the store's time zone), net of their
-- reversals (counted in the month of the earning they take back), as the levels feature keeps them.
INSERT INTO "customer_month_earnings" ("store_id", "customer_id", "month", "points")
SELECT e.store_id, e.customer_id, date_trunc('month', coalesce(o.created_at, e.created_at) AT TIME ZONE s.time_zone)::date, sum(e.points)::int
FROM ledger_entries e
JOIN stores s ON s.id = e.store_id
LEFT JOIN ledger_entries o ON e.kind = 'reversal' AND o.id = e.reverses_entry_id
WHERE (e.kind IN ('welcome', 'purchase', 'manual', 'bulk', 'coupon') OR o.kind IN ('welcome', 'purchase', 'manual', 'bulk', 'coupon'))
  AND date_trunc('month', coalesce(o.created_at, e.created_at) AT TIME ZONE s.time_zone)::date
      >= (date_trunc('month', now() AT TIME ZONE s.time_zone) - interval '11 months')::date
GROUP BY 1, 2, 3;--> statement-breakpoint
UPDATE "stores" SET "level_month" = date_trunc('month', now() AT TIME ZONE time_zone)::date;--> statement-breakpoint
WITH earned AS (
  SELECT c.id, coalesce((SELECT sum(m.points) FROM customer_month_earnings m WHERE m.customer_id = c.id), 0)::int AS points, s.level_month
  FROM customers c JOIN stores s ON s.id = c.store_id)
UPDATE "customers" c SET "level_points" = earned.points, "level_month" = earned.level_month,
  "level_id" = (SELECT l.id FROM customer_levels l WHERE l.store_id = c.store_id AND l.min_points <= earned.points ORDER BY l.min_points DESC, l.id LIMIT 1)
FROM earned WHERE earned.id = c.id;
