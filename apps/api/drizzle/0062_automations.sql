CREATE TABLE "automation_level_marks" (
	"store_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"level_id" integer,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_level_marks_pkey" PRIMARY KEY("automation_id","customer_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "automation_sends" (
	"store_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"holdout" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notification_id" integer,
	"entry_id" integer,
	CONSTRAINT "automation_sends_pkey" PRIMARY KEY("automation_id","customer_id","period_key","store_id")
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "automations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"message" jsonb,
	"active" boolean NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_pkey" PRIMARY KEY("id","store_id")
);
--> statement-breakpoint
DROP INDEX "ledger_earned_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_location_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_user_idx";--> statement-breakpoint
ALTER TABLE "automation_level_marks" ADD CONSTRAINT "automation_level_marks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_level_marks" ADD CONSTRAINT "automation_level_marks_automation_fk" FOREIGN KEY ("store_id","automation_id") REFERENCES "public"."automations"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_level_marks" ADD CONSTRAINT "automation_level_marks_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_automation_fk" FOREIGN KEY ("store_id","automation_id") REFERENCES "public"."automations"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_entry_fk" FOREIGN KEY ("store_id","entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_sends_sent_idx" ON "automation_sends" USING btree ("store_id","automation_id","sent_at");--> statement-breakpoint
CREATE INDEX "automations_active_idx" ON "automations" USING btree ("store_id") WHERE active;--> statement-breakpoint
CREATE INDEX "ledger_earned_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral', 'bonus');--> statement-breakpoint
CREATE INDEX "ledger_earned_location_idx" ON "ledger_entries" USING btree ("store_id","location_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral', 'bonus');--> statement-breakpoint
CREATE INDEX "ledger_earned_user_idx" ON "ledger_entries" USING btree ("store_id","user_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral', 'bonus');