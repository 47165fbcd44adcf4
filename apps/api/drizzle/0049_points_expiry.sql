ALTER TABLE "stores" ADD COLUMN "points_expiry_rule" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "points_expiry_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "points_expired_on" date;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "expiry_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_expiry_once_uq" ON "ledger_entries" USING btree ("customer_id","expiry_day","store_id") WHERE "ledger_entries"."expiry_day" is not null;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_points_expiry_rule" CHECK ("stores"."points_expiry_rule" in ('never', 'earned', 'inactive'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_points_expiry_months" CHECK ("stores"."points_expiry_months" between 1 and 60);