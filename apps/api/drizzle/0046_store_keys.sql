-- Every key of a store table names store_id (issue #33 §8; test/store-distribution.test.ts): the
-- schema as a store-distributed cluster (Citus) needs it. A foreign key between two store tables becomes
-- (store_id, x_id) → parent (store_id, id), so a row's parent is always of its store; each parent gets
-- the unique (store_id, id) it points at (customers has had its own since 0004). Keys on other columns
-- take store_id last, so their lookups by their first columns read the same index as before.
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_redemption_id_unique";
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_ledger_entry_id_unique";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_api_token_id_api_tokens_id_fk";
--> statement-breakpoint
ALTER TABLE "bulk_batches" DROP CONSTRAINT "bulk_batches_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" DROP CONSTRAINT "coupon_batch_customers_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_batches" DROP CONSTRAINT "coupon_batches_reward_id_rewards_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_consent_history" DROP CONSTRAINT "customer_consent_history_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_registration_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_reads" DROP CONSTRAINT "notification_reads_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_delivery_id_notification_deliveries_id_fk";
--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "order_notes" DROP CONSTRAINT "order_notes_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_reward_id_rewards_id_fk";
--> statement-breakpoint
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_redemption_id_redemptions_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_reward_id_rewards_id_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_sessions" DROP CONSTRAINT "customer_sessions_customer_id_customers_id_fk";
--> statement-breakpoint
DROP INDEX "push_outbox_once_uq";
--> statement-breakpoint
DROP INDEX "push_subscriptions_endpoint_uq";
--> statement-breakpoint
DROP INDEX "ledger_reverses_once_uq";
--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" DROP CONSTRAINT "coupon_batch_customers_batch_id_customer_id_pk";
--> statement-breakpoint
ALTER TABLE "customer_consents" DROP CONSTRAINT "customer_consents_customer_id_channel_pk";
--> statement-breakpoint
ALTER TABLE "customer_month_earnings" DROP CONSTRAINT "customer_month_earnings_customer_id_month_pk";
--> statement-breakpoint
ALTER TABLE "notification_reads" DROP CONSTRAINT "notification_reads_customer_id_notification_id_pk";
--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" ADD CONSTRAINT "coupon_batch_customers_batch_id_customer_id_store_id_pk" PRIMARY KEY("batch_id","customer_id","store_id");
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_id_channel_store_id_pk" PRIMARY KEY("customer_id","channel","store_id");
--> statement-breakpoint
ALTER TABLE "customer_month_earnings" ADD CONSTRAINT "customer_month_earnings_customer_id_month_store_id_pk" PRIMARY KEY("customer_id","month","store_id");
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_customer_id_notification_id_store_id_pk" PRIMARY KEY("customer_id","notification_id","store_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "locations_store_id_uq" ON "locations" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_store_id_uq" ON "notification_deliveries" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_store_id_uq" ON "push_subscriptions" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_id_uq" ON "orders" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_store_id_uq" ON "api_tokens" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_id_uq" ON "products" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_store_id_uq" ON "redemptions" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_store_id_uq" ON "rewards" USING btree ("store_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "push_outbox_once_uq" ON "push_outbox" USING btree ("delivery_id","subscription_id","store_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("customer_id","endpoint","store_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reverses_once_uq" ON "ledger_entries" USING btree ("reverses_entry_id","store_id") WHERE "ledger_entries"."reverses_entry_id" is not null;
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_redemption_uq" UNIQUE("redemption_id","store_id");
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_ledger_entry_uq" UNIQUE("ledger_entry_id","store_id");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_api_token_fk" FOREIGN KEY ("store_id","api_token_id") REFERENCES "public"."api_tokens"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD CONSTRAINT "bulk_batches_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coupon_batch_customers" ADD CONSTRAINT "coupon_batch_customers_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_reward_fk" FOREIGN KEY ("store_id","reward_id") REFERENCES "public"."rewards"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_consent_history" ADD CONSTRAINT "customer_consent_history_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_registration_location_fk" FOREIGN KEY ("store_id","registration_location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_delivery_fk" FOREIGN KEY ("store_id","delivery_id") REFERENCES "public"."notification_deliveries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_fk" FOREIGN KEY ("store_id","subscription_id") REFERENCES "public"."push_subscriptions"("store_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_reward_fk" FOREIGN KEY ("store_id","reward_id") REFERENCES "public"."rewards"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_redemption_fk" FOREIGN KEY ("store_id","redemption_id") REFERENCES "public"."redemptions"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_fk" FOREIGN KEY ("store_id","reward_id") REFERENCES "public"."rewards"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;
