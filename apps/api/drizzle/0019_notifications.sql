CREATE TABLE "customer_consent_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_consent_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_consents" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_consents_customer_id_channel_pk" PRIMARY KEY("customer_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer,
	"counts" boolean NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanout_cursor" integer DEFAULT 0 NOT NULL,
	"fanout_done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_customer_id_notification_id_pk" PRIMARY KEY("customer_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"quiet_start" time DEFAULT '20:00' NOT NULL,
	"quiet_end" time DEFAULT '08:00' NOT NULL,
	"weekly_cap" smallint DEFAULT 2 NOT NULL,
	"time_zone" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"send_date" date NOT NULL,
	"send_time" time NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"button_text" text,
	"button_link" text,
	"send_push" boolean DEFAULT true NOT NULL,
	"send_mail" boolean DEFAULT false NOT NULL,
	"country_id" integer,
	"city_id" integer,
	"store_type_id" integer,
	"direct" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"reached" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notifications_audience_platform_only" CHECK ("notifications"."store_id" is null or ("notifications"."country_id" is null and "notifications"."city_id" is null and "notifications"."store_type_id" is null))
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_consent_history" ADD CONSTRAINT "customer_consent_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_history" ADD CONSTRAINT "customer_consent_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_history" ADD CONSTRAINT "customer_consent_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_type_id_store_types_id_fk" FOREIGN KEY ("store_type_id") REFERENCES "public"."store_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_delivery_id_notification_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."notification_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_consent_history_at_idx" ON "customer_consent_history" USING btree ("customer_id","channel","at");--> statement-breakpoint
CREATE INDEX "customer_consents_granted_idx" ON "customer_consents" USING btree ("store_id","channel","customer_id") WHERE "customer_consents"."granted";--> statement-breakpoint
CREATE INDEX "notification_deliveries_store_idx" ON "notification_deliveries" USING btree ("store_id","delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once_uq" ON "notification_deliveries" USING btree ("notification_id","store_id") WHERE "notification_deliveries"."customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_store_uq" ON "notification_settings" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_platform_uq" ON "notification_settings" USING btree (("store_id" is null)) WHERE "notification_settings"."store_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_store_idx" ON "notifications" USING btree ("store_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_outbox_once_uq" ON "push_outbox" USING btree ("delivery_id","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("customer_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" USING btree ("store_id","customer_id");--> statement-breakpoint
-- Consent per channel: a customer who had accepted marketing keeps it on every channel, with its
-- history saying where it came from (the migration) and when (their creation: the old flag's only date).
INSERT INTO "customer_consents" ("store_id", "customer_id", "channel", "granted", "changed_at")
SELECT c."store_id", c."id", ch."channel", true, c."created_at"
FROM "customers" c CROSS JOIN (VALUES ('inbox'), ('push'), ('mail')) AS ch("channel")
WHERE c."marketing_consent" AND c."deleted_at" IS NULL;
--> statement-breakpoint
INSERT INTO "customer_consent_history" ("store_id", "customer_id", "channel", "granted", "source", "at")
SELECT "store_id", "customer_id", "channel", true, 'migration', "changed_at" FROM "customer_consents";
--> statement-breakpoint
INSERT INTO "notification_settings" ("store_id", "time_zone") VALUES (NULL, 'America/Lima');
