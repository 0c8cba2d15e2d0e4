ALTER TABLE "orders" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
-- Decision 037, amended: a statement charges each order the commission its restaurant had when the
-- order was placed. Orders made before this column are given the rate their restaurant has now (the
-- only rate on record for them).
UPDATE "orders" o SET "commission_bp" = r."commission_bp" FROM "restaurants" r WHERE r."id" = o."restaurant_id";--> statement-breakpoint
-- Whoever inserts an order (the checkout, the seed, the bench, a script) without a rate gets the
-- restaurant's rate of that moment, read in the insert's own transaction: no code path can forget it.
CREATE FUNCTION "orders_commission_at_placing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."commission_bp" IS NULL THEN
    SELECT r."commission_bp" INTO NEW."commission_bp" FROM "restaurants" r WHERE r."id" = NEW."restaurant_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_commission_at_placing" BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_commission_at_placing"();--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_known" CHECK ("orders"."commission_bp" is not null and "orders"."commission_bp" between 0 and 10000);
