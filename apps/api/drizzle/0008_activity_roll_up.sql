CREATE TABLE "activity_daily" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"location_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"tab" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_store_id_day_location_id_user_id_tab_shard_pk" PRIMARY KEY("store_id","day","location_id","user_id","tab","shard")
);
--> statement-breakpoint
CREATE INDEX "ledger_earned_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk');--> statement-breakpoint
CREATE INDEX "ledger_earned_location_idx" ON "ledger_entries" USING btree ("store_id","location_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk');--> statement-breakpoint
CREATE INDEX "ledger_earned_user_idx" ON "ledger_entries" USING btree ("store_id","user_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk');--> statement-breakpoint
CREATE INDEX "ledger_redeemed_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" = 'redemption';--> statement-breakpoint
-- Replaced by ledger_earned_location_idx (the activity tab and the last given points of a location).
DROP INDEX IF EXISTS "ledger_store_location_created_idx";