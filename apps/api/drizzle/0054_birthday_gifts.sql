CREATE TABLE "birthday_gift_runs" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "birthday_gifts" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"notification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_gifts_pkey" PRIMARY KEY("customer_id","year","store_id")
);
--> statement-breakpoint
DROP INDEX "ledger_earned_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_location_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_user_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "birthday_gift" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "birthday_points" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "birthday_message" text;--> statement-breakpoint
ALTER TABLE "birthday_gift_runs" ADD CONSTRAINT "birthday_gift_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_gifts" ADD CONSTRAINT "birthday_gifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_gifts" ADD CONSTRAINT "birthday_gifts_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_gifts" ADD CONSTRAINT "birthday_gifts_entry_fk" FOREIGN KEY ("store_id","entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_earned_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday');--> statement-breakpoint
CREATE INDEX "ledger_earned_location_idx" ON "ledger_entries" USING btree ("store_id","location_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday');--> statement-breakpoint
CREATE INDEX "ledger_earned_user_idx" ON "ledger_entries" USING btree ("store_id","user_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday');--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_birthday_gift" CHECK ("stores"."birthday_gift" in ('off', 'points'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_birthday_points" CHECK ("stores"."birthday_points" between 1 and 100000);