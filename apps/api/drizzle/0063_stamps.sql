CREATE TABLE "stamp_entries" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stamp_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stamps" integer NOT NULL,
	"day" date NOT NULL,
	"once_day" date,
	"prize" text,
	"reason" text,
	"reverses_entry_id" integer,
	"user_id" integer,
	"location_id" integer,
	"till_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_entries_pkey" PRIMARY KEY("id","store_id"),
	CONSTRAINT "stamp_entries_stamps_not_zero" CHECK ("stamp_entries"."stamps" <> 0),
	CONSTRAINT "stamp_entries_kind" CHECK ("stamp_entries"."kind" in ('stamp', 'card_redeemed', 'stamp_reversal'))
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "stamps_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "stamps_per_card" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "stamp_prize" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "stamps_once_per_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "stamps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_till_fk" FOREIGN KEY ("store_id","till_id") REFERENCES "public"."api_tokens"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_entries_once_a_day_uq" ON "stamp_entries" USING btree ("store_id","customer_id","once_day") WHERE "stamp_entries"."once_day" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_entries_reverses_once_uq" ON "stamp_entries" USING btree ("reverses_entry_id","store_id") WHERE "stamp_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "stamp_entries_customer_idx" ON "stamp_entries" USING btree ("store_id","customer_id","id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_stamps_per_card" CHECK ("stores"."stamps_per_card" between 2 and 50);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_stamps_non_negative" CHECK ("customers"."stamps" >= 0);
-- Stamp entries are append-only like the points ledger: a mistake is corrected by a reversing row.
CREATE FUNCTION stamp_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stamp_entries is append-only: correct a row with a reversing row'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stamp_entries_no_update_delete
  BEFORE UPDATE OR DELETE ON stamp_entries
  FOR EACH ROW EXECUTE FUNCTION stamp_entries_append_only();
