CREATE TABLE "qr_keys" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_keys" ADD CONSTRAINT "qr_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;