-- Every store table's primary key names store_id (issue #33 §8; test/store-distribution.test.ts): (id)
-- becomes (id, store_id). The ids stay unique on their own; id first, so a lookup by id reads the index
-- as before, and for integer columns the index is no bigger. A table's key can change once no foreign
-- key points at its id alone: the ledger's five (coupon codes, orders' two entries, redemptions, surveys),
-- a reversal's and an employee's location now go through the store, and so do a customer's level and a
-- product's category, whose deletion clears only the level or category (ON DELETE SET NULL (column),
-- PostgreSQL 15+; drizzle cannot say it, so these two are written here only). Rebuilding a key takes as
-- long as building its index: the ledger's is the longest.
ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_ledger_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_level_id_customer_levels_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_points_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_reversal_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_product_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_ledger_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_ledger_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_reverses_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey", ADD CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "banners" DROP CONSTRAINT "banners_pkey", ADD CONSTRAINT "banners_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "bulk_batches" DROP CONSTRAINT "bulk_batches_pkey", ADD CONSTRAINT "bulk_batches_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "coupon_batches" DROP CONSTRAINT "coupon_batches_pkey", ADD CONSTRAINT "coupon_batches_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "coupon_codes" DROP CONSTRAINT "coupon_codes_pkey", ADD CONSTRAINT "coupon_codes_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "customer_consent_history" DROP CONSTRAINT "customer_consent_history_pkey", ADD CONSTRAINT "customer_consent_history_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey", ADD CONSTRAINT "customers_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey", ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "customer_levels" DROP CONSTRAINT "customer_levels_pkey", ADD CONSTRAINT "customer_levels_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_pkey", ADD CONSTRAINT "locations_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_pkey", ADD CONSTRAINT "notification_deliveries_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_pkey", ADD CONSTRAINT "push_outbox_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_pkey", ADD CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_pkey", ADD CONSTRAINT "order_events_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_pkey", ADD CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "order_notes" DROP CONSTRAINT "order_notes_pkey", ADD CONSTRAINT "order_notes_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey", ADD CONSTRAINT "orders_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey", ADD CONSTRAINT "payments_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey", ADD CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_pkey", ADD CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_pkey", ADD CONSTRAINT "product_categories_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey", ADD CONSTRAINT "products_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "reward_requests" DROP CONSTRAINT "reward_requests_pkey", ADD CONSTRAINT "reward_requests_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey", ADD CONSTRAINT "reviews_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_pkey", ADD CONSTRAINT "redemptions_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "rewards" DROP CONSTRAINT "rewards_pkey", ADD CONSTRAINT "rewards_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "shipping_costs" DROP CONSTRAINT "shipping_costs_pkey", ADD CONSTRAINT "shipping_costs_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "store_events" DROP CONSTRAINT "store_events_pkey", ADD CONSTRAINT "store_events_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_pkey", ADD CONSTRAINT "surveys_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "customer_sessions" DROP CONSTRAINT "customer_sessions_pkey", ADD CONSTRAINT "customer_sessions_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "wallet_sign_in_codes" DROP CONSTRAINT "wallet_sign_in_codes_pkey", ADD CONSTRAINT "wallet_sign_in_codes_pkey" PRIMARY KEY ("id", "store_id");
--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_ledger_entry_fk" FOREIGN KEY ("store_id","ledger_entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_points_entry_fk" FOREIGN KEY ("store_id","points_entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reversal_entry_fk" FOREIGN KEY ("store_id","reversal_entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_ledger_entry_fk" FOREIGN KEY ("store_id","ledger_entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_ledger_entry_fk" FOREIGN KEY ("store_id","ledger_entry_id") REFERENCES "public"."ledger_entries"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_reverses_fk" FOREIGN KEY ("store_id", "reverses_entry_id") REFERENCES "ledger_entries" ("store_id", "id");
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_level_fk" FOREIGN KEY ("store_id", "level_id") REFERENCES "customer_levels" ("store_id", "id") ON DELETE SET NULL ("level_id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("store_id", "category_id") REFERENCES "product_categories" ("store_id", "id") ON DELETE SET NULL ("category_id");
