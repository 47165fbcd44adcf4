ALTER TABLE "payments" ADD COLUMN "approve_url" text;--> statement-breakpoint
-- Orders made twice before this rule (a double click, two tabs): the oldest pending one of each store
-- and plan stays; the others were never paid and are cancelled, so the unique index can be built.
UPDATE "payments" AS p SET "status" = 'cancelled'
WHERE p."status" = 'pending' AND p."method" IS NULL AND p."plan_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "payments" AS older
    WHERE older."store_id" = p."store_id" AND older."plan_id" = p."plan_id"
      AND older."status" = 'pending' AND older."method" IS NULL AND older."id" < p."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_order_uq" ON "payments" USING btree ("store_id","plan_id") WHERE "payments"."status" = 'pending' and "payments"."method" is null;
