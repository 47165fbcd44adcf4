CREATE TABLE "notification_audiences" (
	"store_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "notification_audiences_delivery_id_customer_id_store_id_pk" PRIMARY KEY("delivery_id","customer_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "segmented" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "notification_audiences" ADD CONSTRAINT "notification_audiences_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_audiences" ADD CONSTRAINT "notification_audiences_delivery_fk" FOREIGN KEY ("store_id","delivery_id") REFERENCES "public"."notification_deliveries"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_audiences" ADD CONSTRAINT "notification_audiences_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_segment_fk" FOREIGN KEY ("store_id","segment_id") REFERENCES "public"."segments"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_segment_idx" ON "notifications" USING btree ("store_id","segment_id") WHERE "notifications"."segment_id" is not null;