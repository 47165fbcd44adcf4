CREATE TABLE "automation_sends" (
	"store_id" integer NOT NULL,
	"automation_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"holdout" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notification_id" integer,
	CONSTRAINT "automation_sends_pkey" PRIMARY KEY("automation_id","customer_id","period_key","store_id")
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "automations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"message" jsonb,
	"active" boolean NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_pkey" PRIMARY KEY("id","store_id")
);
--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_automation_fk" FOREIGN KEY ("store_id","automation_id") REFERENCES "public"."automations"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_customer_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_sends_sent_idx" ON "automation_sends" USING btree ("store_id","automation_id","sent_at");--> statement-breakpoint
CREATE INDEX "automations_active_idx" ON "automations" USING btree ("store_id") WHERE active;