ALTER TABLE "orders" ADD COLUMN "pin_locked_at" timestamp with time zone;--> statement-breakpoint
-- Handovers locked before locks ended (decision 026): locked since their last wrong PIN, and given the
-- job that sends the customer a new PIN once the cool-down is over (at once, for most).
UPDATE "orders" SET "pin_locked_at" = coalesce((SELECT max("created_at") FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."type" = 'pin_failed'), "orders"."updated_at") WHERE "orders"."pin_attempts" >= 5 AND "orders"."orderstatus_id" IN (4, 10);--> statement-breakpoint
INSERT INTO "jobs" ("name", "payload", "run_at", "singleton_key") SELECT 'renew-delivery-pin', jsonb_build_object('orderId', "id"), "pin_locked_at" + interval '10 minutes', 'renew-delivery-pin:' || "id" || ':' || (extract(epoch FROM "pin_locked_at") * 1000)::bigint FROM "orders" WHERE "pin_locked_at" IS NOT NULL;
