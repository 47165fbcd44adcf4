ALTER TABLE "ledger_entries" ADD COLUMN "till_id" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_till_fk" FOREIGN KEY ("store_id","till_id") REFERENCES "public"."api_tokens"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_name_uq" ON "api_tokens" USING btree ("store_id",name_key("name")) WHERE "api_tokens"."deleted_at" is null and "api_tokens"."name" is not null;