ALTER TABLE "customers" ADD COLUMN "pending_mobile" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mail_confirmed_email" "citext";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mail_confirm_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" "citext";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "store_id" integer;--> statement-breakpoint
-- A customer who signed in to the wallet (a mailed code) or chose marketing there proved their address.
UPDATE "customers" c SET "mail_confirmed_email" = c."email"
 WHERE c."email" IS NOT NULL AND c."deleted_at" IS NULL
   AND (EXISTS (SELECT 1 FROM "customer_sessions" s WHERE s."customer_id" = c."id")
     OR EXISTS (SELECT 1 FROM "customer_consent_history" h
                 WHERE h."customer_id" = c."id" AND h."source" IN ('wallet-signup', 'wallet-profile', 'wallet-push')));
