ALTER TABLE "stores" ADD COLUMN "max_open_orders" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_release_hours" smallint DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_max_open_orders" CHECK ("stores"."max_open_orders" between 1 and 50);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_pickup_release_hours" CHECK ("stores"."pickup_release_hours" between 1 and 720);