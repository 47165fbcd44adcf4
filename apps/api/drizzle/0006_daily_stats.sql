CREATE TABLE "daily_stats" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"location_id" integer DEFAULT 0 NOT NULL,
	"points_given" integer DEFAULT 0 NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"purchases_cents" bigint DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stats_store_id_day_location_id_pk" PRIMARY KEY("store_id","day","location_id")
);
