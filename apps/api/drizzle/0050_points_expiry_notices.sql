CREATE TABLE "points_expiry_notice_runs" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_expiry_notices" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"expiry_day" date NOT NULL,
	"notice" smallint NOT NULL,
	"points" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_expiry_notices_pkey" PRIMARY KEY("customer_id","expiry_day","notice","store_id"),
	CONSTRAINT "points_expiry_notices_notice" CHECK ("points_expiry_notices"."notice" in (30, 7))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "description_code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "points_expiry_notice_runs" ADD CONSTRAINT "points_expiry_notice_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_expiry_notices" ADD CONSTRAINT "points_expiry_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_expiry_notices" ADD CONSTRAINT "points_expiry_notices_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;