ALTER TABLE "daily_stats" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_stats" DROP CONSTRAINT "daily_stats_store_id_day_location_id_pk";--> statement-breakpoint
ALTER TABLE "daily_stats" ADD CONSTRAINT "daily_stats_store_id_day_location_id_shard_pk" PRIMARY KEY("store_id","day","location_id","shard");
