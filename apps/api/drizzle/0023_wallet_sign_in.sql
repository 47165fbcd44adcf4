CREATE TABLE "wallet_sign_in_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_sign_in_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"email" "citext" NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" "bytea",
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_sign_in_codes_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "wallet_sign_in_codes_tries" CHECK ("wallet_sign_in_codes"."tries" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_sign_in_codes" ADD CONSTRAINT "wallet_sign_in_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_sign_in_codes_email_idx" ON "wallet_sign_in_codes" USING btree ("store_id","email","id");