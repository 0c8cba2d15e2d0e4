CREATE TABLE "payment_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"outcome" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_captures_amount_positive" CHECK ("payment_captures"."amount_paise" > 0),
	CONSTRAINT "payment_captures_outcome" CHECK ("payment_captures"."outcome" in ('settled', 'refunded'))
);
--> statement-breakpoint
DROP INDEX "refunds_order_method_key";--> statement-breakpoint
ALTER TABLE "payment_captures" ADD CONSTRAINT "payment_captures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_captures_provider_payment_key" ON "payment_captures" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_captures_payment_idx" ON "payment_captures" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_wallet_order_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."method" = 'wallet';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_payment_key" ON "refunds" USING btree ("provider","provider_payment_id") WHERE "refunds"."method" = 'gateway';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_names_payment" CHECK ("refunds"."method" = 'wallet' or "refunds"."provider_payment_id" is not null);