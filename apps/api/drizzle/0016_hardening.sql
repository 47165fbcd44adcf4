CREATE TABLE "known_sign_in_places" (
	"user_id" integer NOT NULL,
	"place_hash" "bytea" NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_places_user_id_place_hash_pk" PRIMARY KEY("user_id","place_hash")
);
--> statement-breakpoint
ALTER TABLE "daily_stats" ALTER COLUMN "points_given" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "daily_stats" ALTER COLUMN "points_redeemed" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "known_sign_in_places" ADD CONSTRAINT "known_sign_in_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;