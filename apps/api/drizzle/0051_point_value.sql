ALTER TABLE "stores" ADD COLUMN "point_value_cents" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_point_value_positive" CHECK ("stores"."point_value_cents" > 0);