ALTER TABLE "ledger_entries" ADD COLUMN "duplicate_ticket" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "duplicate_ticket_days" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_store_ticket_idx" ON "ledger_entries" USING btree ("store_id","ticket_number","created_at") WHERE "ledger_entries"."ticket_number" is not null;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_duplicate_ticket_days" CHECK ("stores"."duplicate_ticket_days" between 1 and 365);