CREATE TABLE "billing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_redemptions" integer DEFAULT 0 NOT NULL,
	"subscription_enabled" boolean DEFAULT false NOT NULL,
	"subscription_price_cents" integer DEFAULT 1990 NOT NULL,
	"subscription_currency_code" text DEFAULT 'USD' NOT NULL,
	"subscription_period" text DEFAULT 'month' NOT NULL,
	"manual_payment_instructions" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_months" (
	"month" date PRIMARY KEY NOT NULL,
	"points_given" bigint DEFAULT 0 NOT NULL,
	"points_redeemed" bigint DEFAULT 0 NOT NULL,
	"redemptions" bigint DEFAULT 0 NOT NULL,
	"new_customers" bigint DEFAULT 0 NOT NULL,
	"customers" bigint DEFAULT 0 NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"user_id" integer,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_subscription_currency_code_currencies_code_fk" FOREIGN KEY ("subscription_currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_events_store_created_idx" ON "store_events" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_confirmed_idx" ON "payments" USING btree ("confirmed_at") WHERE "payments"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "stores_name_id_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stores_search_trgm_idx" ON "stores" USING gin ((lower("name" || ' ' || coalesce("ruc", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at");