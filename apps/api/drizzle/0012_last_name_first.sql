ALTER TABLE "customers" ADD COLUMN "last_first" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing customers get the last-name-first key folded as foldText does (lib/text.ts): unaccented,
-- lower-cased, blanks collapsed; erased customers keep ''. Filled before the index is built.
UPDATE "customers" SET "last_first" = btrim(regexp_replace(lower(unaccent("last_name" || ' ' || "first_name")), '\s+', ' ', 'g'))
WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_store_last_first_c_id_idx" ON "customers" USING btree ("store_id",("last_first" collate "C"),"id");
