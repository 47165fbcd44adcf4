CREATE TABLE "customer_devices" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_devices_pkey" PRIMARY KEY("customer_id","device","store_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_pkey" PRIMARY KEY("customer_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"store_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"referrer_entry_id" integer NOT NULL,
	"friend_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_pkey" PRIMARY KEY("friend_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"referrer_points" integer DEFAULT 0 NOT NULL,
	"friend_points" integer DEFAULT 0 NOT NULL,
	"rewarded_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "referrals_pkey" PRIMARY KEY("id","store_id"),
	CONSTRAINT "referrals_state" CHECK ("referrals"."state" in ('pending', 'rewarded', 'refused')),
	CONSTRAINT "referrals_reason" CHECK (("referrals"."state" = 'refused') = ("referrals"."reason" is not null))
);
--> statement-breakpoint
DROP INDEX "ledger_earned_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_location_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_user_idx";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "referrals_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "referrer_points" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "friend_points" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "referral_min_purchase_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "referral_monthly_cap" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_devices" ADD CONSTRAINT "customer_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_devices" ADD CONSTRAINT "customer_devices_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_fk" FOREIGN KEY ("store_id","friend_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_fk" FOREIGN KEY ("store_id","referrer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_fk" FOREIGN KEY ("store_id","friend_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("store_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_uq" ON "referrals" USING btree ("store_id","friend_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("store_id","referrer_id","rewarded_month");--> statement-breakpoint
CREATE INDEX "referrals_store_created_idx" ON "referrals" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_earned_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral');--> statement-breakpoint
CREATE INDEX "ledger_earned_location_idx" ON "ledger_entries" USING btree ("store_id","location_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral');--> statement-breakpoint
CREATE INDEX "ledger_earned_user_idx" ON "ledger_entries" USING btree ("store_id","user_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral');--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_referrer_points" CHECK ("stores"."referrer_points" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_friend_points" CHECK ("stores"."friend_points" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_referral_min_purchase" CHECK ("stores"."referral_min_purchase_cents" >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_referral_monthly_cap" CHECK ("stores"."referral_monthly_cap" between 1 and 1000);--> statement-breakpoint
-- The counter's settings read with a session now include referrals_on (a purchase then looks for a
-- friend's pending referral): a change of it revises the store's sessions, as the other settings do.
DROP TRIGGER "stores_revise_sessions" ON "stores";--> statement-breakpoint
CREATE TRIGGER stores_revise_sessions AFTER UPDATE ON stores FOR EACH ROW
WHEN ((OLD.name, OLD.use_conversion, OLD.conversion_points, OLD.conversion_money_cents,
       OLD.email_on_give_points, OLD.email_on_redeemed, OLD.discount_given_points, OLD.time_zone,
       OLD.duplicate_ticket_days, OLD.referrals_on, OLD.active, OLD.deleted_at)
      IS DISTINCT FROM
      (NEW.name, NEW.use_conversion, NEW.conversion_points, NEW.conversion_money_cents,
       NEW.email_on_give_points, NEW.email_on_redeemed, NEW.discount_given_points, NEW.time_zone,
       NEW.duplicate_ticket_days, NEW.referrals_on, NEW.active, NEW.deleted_at))
EXECUTE FUNCTION sessions_revise_store();
