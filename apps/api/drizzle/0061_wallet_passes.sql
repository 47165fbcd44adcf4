CREATE TABLE "apple_pass_devices" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_pass_devices_pkey" PRIMARY KEY("store_id","customer_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"shown_balance" integer NOT NULL,
	"shown_level_id" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_pkey" PRIMARY KEY("store_id","customer_id","wallet")
);
--> statement-breakpoint
ALTER TABLE "apple_pass_devices" ADD CONSTRAINT "apple_pass_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apple_pass_devices" ADD CONSTRAINT "apple_pass_devices_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_pass_devices_device_idx" ON "apple_pass_devices" USING btree ("device_id");