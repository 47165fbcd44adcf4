CREATE TABLE "automation_level_marks" (
	"store_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"level_id" integer,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_level_marks_pkey" PRIMARY KEY("automation_id","customer_id","store_id")
);
--> statement-breakpoint
DROP INDEX "ledger_earned_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_location_idx";--> statement-breakpoint
DROP INDEX "ledger_earned_user_idx";--> statement-breakpoint
ALTER TABLE "automation_sends" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "automation_level_marks" ADD CONSTRAINT "automation_level_marks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_level_marks" ADD CONSTRAINT "automation_level_marks_automation_fk" FOREIGN KEY ("store_id","automation_id") REFERENCES "public"."automations"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_level_marks" ADD CONSTRAINT "automation_level_marks_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_entry_fk" FOREIGN KEY ("store_id","entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_earned_idx" ON "ledger_entries" USING btree ("store_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral', 'bonus');--> statement-breakpoint
CREATE INDEX "ledger_earned_location_idx" ON "ledger_entries" USING btree ("store_id","location_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral', 'bonus');--> statement-breakpoint
CREATE INDEX "ledger_earned_user_idx" ON "ledger_entries" USING btree ("store_id","user_id","created_at","id") WHERE "ledger_entries"."kind" in ('welcome', 'purchase', 'manual', 'bulk', 'coupon', 'birthday', 'referral', 'bonus');