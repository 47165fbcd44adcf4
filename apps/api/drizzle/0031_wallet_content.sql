ALTER TABLE "coupon_batches" ALTER COLUMN "points" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD COLUMN "reward_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_points_or_reward" CHECK (("coupon_batches"."points" is null) <> ("coupon_batches"."reward_id" is null));