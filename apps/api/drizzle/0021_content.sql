CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"image" text NOT NULL,
	"title" text,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_dates_ordered" CHECK ("banners"."starts_on" is null or "banners"."ends_on" is null or "banners"."starts_on" <= "banners"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "coupon_batch_customers" (
	"store_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"claims" integer NOT NULL,
	CONSTRAINT "coupon_batch_customers_batch_id_customer_id_pk" PRIMARY KEY("batch_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"points" integer NOT NULL,
	"expires_on" date NOT NULL,
	"limit_per_customer" integer,
	"source" text NOT NULL,
	"codes_total" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coupon_batches_store_id_uq" UNIQUE("store_id","id"),
	CONSTRAINT "coupon_batches_points_positive" CHECK ("coupon_batches"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer,
	"claimed_at" timestamp with time zone,
	"ledger_entry_id" integer,
	CONSTRAINT "coupon_codes_claim_whole" CHECK (("coupon_codes"."customer_id" is null) = ("coupon_codes"."claimed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"image_squared" text,
	"active" boolean DEFAULT true NOT NULL,
	"button_text" text,
	"button_link" text,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"type" text DEFAULT 'product' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"image" text,
	"image_squared" text,
	"button_text" text,
	"button_link" text,
	"price_cents" integer,
	"old_price_cents" integer,
	"public" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_prices_non_negative" CHECK (coalesce("offers"."price_cents", 0) >= 0 and coalesce("offers"."old_price_cents", 0) >= 0)
);
--> statement-breakpoint
DROP INDEX "ledger_earned_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_location_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_user_idx";--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" ADD CONSTRAINT "coupon_batch_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" ADD CONSTRAINT "coupon_batch_customers_batch_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."coupon_batches"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_batch_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."coupon_batches"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_store_position_idx" ON "banners" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "coupon_batches_store_idx" ON "coupon_batches" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_store_code_uq" ON "coupon_codes" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "coupon_codes_batch_idx" ON "coupon_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "coupon_codes_batch_claimed_idx" ON "coupon_codes" USING btree ("batch_id","claimed_at") WHERE "coupon_codes"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "news_store_created_idx" ON "news" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_store_created_idx" ON "offers" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ledger_earned_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon');--> statement-breakpoint
CREATE INDEX "ledger_earned_location_idx" ON "ledger_entries" USING btree ("store_id","location_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon');--> statement-breakpoint
CREATE INDEX "ledger_earned_user_idx" ON "ledger_entries" USING btree ("store_id","user_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon');