-- No query reads the ledger by store and time alone any more: the activity tabs and the last given
-- points use the partial earned/redeemed indexes, a customer's rows use ledger_customer_created_idx.
-- One index less to write for every ledger row (a bulk file writes 100,000 of them).
DROP INDEX "ledger_store_created_idx";--> statement-breakpoint
-- Only reversals carry reverses_entry_id: the partial index stays as small as the reversals, and
-- every other row skips it (its NULLs were all indexed before). A join on the column still uses it.
DROP INDEX "ledger_reverses_once_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reverses_once_uq" ON "ledger_entries" USING btree ("reverses_entry_id") WHERE "ledger_entries"."reverses_entry_id" is not null;
