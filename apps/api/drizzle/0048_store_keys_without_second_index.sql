-- A foreign key through the store, (store_id, x_id) → parent (store_id, id), is backed by the parent's
-- primary key (id, store_id): PostgreSQL takes a unique key on the same columns in any order. The unique
-- (store_id, id) indexes that 0046 (and 0017, 0021 before it) gave the parents were then a second copy of
-- the key, written by every insert (a redemption, an order, a push, a batch): give-reward lost about a
-- quarter of its throughput to them (docs/PERFORMANCE.md). Each foreign key names the index it was
-- checked through, so the keys that used these are dropped and added again, same names, same columns,
-- same ON DELETE, and PostgreSQL takes the primary key. Adding a key back reads its table once (the
-- ledger twice: its batch and its location), a join far shorter than 0047's rebuild of the keys. The
-- customers' (store_id, id) stays: the store's customers by id (lists, the bulk and level walks) read it.
-- Products had no other index by store for every row: the category index now covers deleted products
-- too, so deleting a category (ON DELETE SET NULL (category_id)) reads only that category's products.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_api_token_fk";
--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" DROP CONSTRAINT "bulk_batch_rows_store_id_batch_id_bulk_batches_store_id_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_batch_same_store_fk";
--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" DROP CONSTRAINT "coupon_batch_customers_batch_fk";
--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_batch_fk";
--> statement-breakpoint
ALTER TABLE "bulk_batches" DROP CONSTRAINT "bulk_batches_location_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_registration_location_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_location_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_location_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_location_fk";
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_location_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_location_fk";
--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_delivery_fk";
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_fk";
--> statement-breakpoint
ALTER TABLE "order_notes" DROP CONSTRAINT "order_notes_order_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_fk";
--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_subscription_fk";
--> statement-breakpoint
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_redemption_fk";
--> statement-breakpoint
ALTER TABLE "coupon_batches" DROP CONSTRAINT "coupon_batches_reward_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_reward_fk";
--> statement-breakpoint
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_reward_fk";
--> statement-breakpoint
ALTER TABLE "coupon_batches" DROP CONSTRAINT "coupon_batches_store_id_uq";
--> statement-breakpoint
DROP INDEX "api_tokens_store_id_uq";
--> statement-breakpoint
DROP INDEX "bulk_batches_store_id_uq";
--> statement-breakpoint
DROP INDEX "locations_store_id_uq";
--> statement-breakpoint
DROP INDEX "notification_deliveries_store_id_uq";
--> statement-breakpoint
DROP INDEX "orders_store_id_uq";
--> statement-breakpoint
DROP INDEX "products_store_id_uq";
--> statement-breakpoint
DROP INDEX "push_subscriptions_store_id_uq";
--> statement-breakpoint
DROP INDEX "redemptions_store_id_uq";
--> statement-breakpoint
DROP INDEX "rewards_store_id_uq";
--> statement-breakpoint
DROP INDEX "products_store_category_idx";
--> statement-breakpoint
CREATE INDEX "products_store_category_idx" ON "products" USING btree ("store_id","category_id");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_api_token_fk" FOREIGN KEY ("store_id","api_token_id") REFERENCES "public"."api_tokens"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bulk_batch_rows" ADD CONSTRAINT "bulk_batch_rows_store_id_batch_id_bulk_batches_store_id_id_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."bulk_batches"("store_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_batch_same_store_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."bulk_batches"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" ADD CONSTRAINT "coupon_batch_customers_batch_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."coupon_batches"("store_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_batch_fk" FOREIGN KEY ("store_id","batch_id") REFERENCES "public"."coupon_batches"("store_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD CONSTRAINT "bulk_batches_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_registration_location_fk" FOREIGN KEY ("store_id","registration_location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_delivery_fk" FOREIGN KEY ("store_id","delivery_id") REFERENCES "public"."notification_deliveries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_fk" FOREIGN KEY ("store_id","subscription_id") REFERENCES "public"."push_subscriptions"("store_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_redemption_fk" FOREIGN KEY ("store_id","redemption_id") REFERENCES "public"."redemptions"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_reward_fk" FOREIGN KEY ("store_id","reward_id") REFERENCES "public"."rewards"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_fk" FOREIGN KEY ("store_id","reward_id") REFERENCES "public"."rewards"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reward_fk" FOREIGN KEY ("store_id","reward_id") REFERENCES "public"."rewards"("store_id","id") ON DELETE no action ON UPDATE no action;
