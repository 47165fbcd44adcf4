-- Added without a default first, then given one: a volatile default on ADD COLUMN would rewrite the whole
-- ledger under an exclusive lock. Rows written before have no transaction id (read as '0': before all).
ALTER TABLE "ledger_entries" ADD COLUMN "tx_id" "xid8";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "tx_id" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "ledger_store_tx_idx" ON "ledger_entries" USING btree ("store_id",coalesce("tx_id", '0'::xid8),"id");
