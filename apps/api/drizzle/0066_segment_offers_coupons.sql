ALTER TABLE "coupon_codes" ADD COLUMN "given_to" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_given_to_fk" FOREIGN KEY ("store_id","given_to") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_segment_fk" FOREIGN KEY ("store_id","segment_id") REFERENCES "public"."segments"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_given_uq" ON "coupon_codes" USING btree ("store_id","given_to","batch_id") WHERE "coupon_codes"."given_to" is not null;--> statement-breakpoint
CREATE INDEX "offers_segment_idx" ON "offers" USING btree ("store_id","segment_id") WHERE "offers"."segment_id" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_segment_of_store" CHECK ("offers"."segment_id" is null or "offers"."store_id" is not null);