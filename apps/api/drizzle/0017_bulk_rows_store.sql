-- Every store table carries store_id: a batch's rows take their batch's store, and a (store, batch) foreign
-- key keeps them in it. The primary key leads with the store, as every query of the rows filters on it.
CREATE UNIQUE INDEX "bulk_batches_store_id_uq" ON "bulk_batches" USING btree ("store_id","id");--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ADD COLUMN "store_id" integer;--> statement-breakpoint
UPDATE "bulk_batch_rows" r SET "store_id" = b."store_id" FROM "bulk_batches" b WHERE b."id" = r."batch_id";--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" DROP CONSTRAINT "bulk_batch_rows_batch_id_bulk_batches_id_fk";--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" DROP CONSTRAINT "bulk_batch_rows_batch_id_row_no_pk";--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ADD CONSTRAINT "bulk_batch_rows_store_id_batch_id_row_no_pk" PRIMARY KEY("store_id","batch_id","row_no");--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ADD CONSTRAINT "bulk_batch_rows_store_id_batch_id_bulk_batches_store_id_id_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."bulk_batches"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A ledger row's batch was its id as text: now the integer id, and a (store, batch) foreign key like the
-- customer's (0004, kept out of the drizzle schema): a bulk row names a batch of its own store.
ALTER TABLE "ledger_entries" ALTER COLUMN "batch_id" SET DATA TYPE integer USING "batch_id"::integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_batch_same_store_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "bulk_batches" ("store_id","id");
