DROP TABLE "birthday_gift_runs" CASCADE;--> statement-breakpoint
DROP TABLE "points_expiry_notice_runs" CASCADE;--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "points_expired_on";