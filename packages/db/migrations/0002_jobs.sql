CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
DROP INDEX "captain_offers_order_partner_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("singleton_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "captain_offers_open_order_key" ON "captain_offers" USING btree ("order_id") WHERE "captain_offers"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "captain_offers_open_partner_key" ON "captain_offers" USING btree ("delivery_partner_id") WHERE "captain_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "captain_offers_order_idx" ON "captain_offers" USING btree ("order_id","delivery_partner_id");--> statement-breakpoint
-- Orders already at the restaurant reached it when paid (online) or when created (cash, wallet).
UPDATE "orders" SET "placed_at" = coalesce((SELECT "paid_at" FROM "payments" WHERE "payments"."order_id" = "orders"."id"), "orders"."created_at") WHERE "orders"."orderstatus_id" <> 0;--> statement-breakpoint
-- Online payments still open when this migration runs get their expiry job (it replaces a timer).
INSERT INTO "jobs" ("name", "payload", "run_at", "singleton_key") SELECT 'expire-payment', jsonb_build_object('paymentId', "id"), "created_at" + interval '30 minutes', 'expire-payment:' || "id" FROM "payments" WHERE "status" = 'created';
