CREATE TABLE "store_day_runs" (
	"store_id" integer NOT NULL,
	"job" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "store_day_runs_pkey" PRIMARY KEY("job","store_id")
);
--> statement-breakpoint
ALTER TABLE "store_day_runs" ADD CONSTRAINT "store_day_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The days each daily job last ran for, from the three places that kept them (dropped in 0056).
INSERT INTO "store_day_runs" ("store_id", "job", "day")
  SELECT "id", 'points-expiry', "points_expired_on" FROM "stores" WHERE "points_expired_on" IS NOT NULL;--> statement-breakpoint
INSERT INTO "store_day_runs" ("store_id", "job", "day")
  SELECT "store_id", 'points-expiry-notices', "day" FROM "points_expiry_notice_runs";--> statement-breakpoint
INSERT INTO "store_day_runs" ("store_id", "job", "day")
  SELECT "store_id", 'birthday-gifts', "day" FROM "birthday_gift_runs";
