ALTER TABLE "coupons" ADD COLUMN "max_uses_total" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits_positive" CHECK (("coupons"."max_uses_per_user" is null or "coupons"."max_uses_per_user" > 0) and ("coupons"."max_uses_total" is null or "coupons"."max_uses_total" > 0));--> statement-breakpoint
-- The demo city's "50% off your first order" was only once per customer: it is for a first order.
UPDATE "coupons" SET "first_order_only" = true WHERE "code" = 'WELCOME50' AND "name" = '50% off your first order';
