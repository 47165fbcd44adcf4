CREATE TABLE "reward_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"points" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"redemption_id" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reward_requests_redemption_id_unique" UNIQUE("redemption_id"),
	CONSTRAINT "reward_requests_state_check" CHECK ("reward_requests"."state" in ('pending', 'confirmed', 'rejected', 'cancelled')),
	CONSTRAINT "reward_requests_confirmed_paid" CHECK (("reward_requests"."state" = 'confirmed') = ("reward_requests"."redemption_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" text,
	"responded_by" integer,
	"responded_at" timestamp with time zone,
	CONSTRAINT "reviews_one_per_customer_uq" UNIQUE("store_id","customer_id"),
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"location_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"score" smallint,
	"comment" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "surveys_ledger_entry_id_unique" UNIQUE("ledger_entry_id"),
	CONSTRAINT "surveys_score_range" CHECK ("surveys"."score" is null or "surveys"."score" between 0 and 10),
	CONSTRAINT "surveys_answer_whole" CHECK (("surveys"."score" is null) = ("surveys"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_requests_pending_idx" ON "reward_requests" USING btree ("store_id","created_at") WHERE "reward_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "reward_requests_customer_idx" ON "reward_requests" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_requests_one_pending_uq" ON "reward_requests" USING btree ("store_id","customer_id","reward_id") WHERE "reward_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_store_updated_idx" ON "reviews" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "surveys_customer_idx" ON "surveys" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_answered_idx" ON "surveys" USING btree ("store_id","answered_at") WHERE "surveys"."answered_at" is not null;