CREATE TABLE "cash_handins" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reverses_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	CONSTRAINT "cash_handins_amount" CHECK ("cash_handins"."amount_paise" between 1 and 5000000),
	CONSTRAINT "cash_handins_kind" CHECK ("cash_handins"."kind" in ('hand_in', 'reversal')),
	CONSTRAINT "cash_handins_reversal_names_entry" CHECK (("cash_handins"."kind" = 'reversal') = ("cash_handins"."reverses_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "cash_handins" ADD CONSTRAINT "cash_handins_delivery_partner_id_delivery_partners_id_fk" FOREIGN KEY ("delivery_partner_id") REFERENCES "public"."delivery_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handins" ADD CONSTRAINT "cash_handins_reverses_id_cash_handins_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."cash_handins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handins" ADD CONSTRAINT "cash_handins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_handins_partner_idx" ON "cash_handins" USING btree ("delivery_partner_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_handins_reverses_key" ON "cash_handins" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_handins_idempotency_key" ON "cash_handins" USING btree ("recorded_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_cod_delivered_idx" ON "orders" USING btree ("delivery_partner_id","payable_paise") WHERE "orders"."payment_mode" = 'COD' and "orders"."orderstatus_id" = 5;--> statement-breakpoint
-- The hand-in ledger is append-only, whoever connects: a mistaken entry is undone by a reversal entry,
-- never edited or deleted (decision 039). Written by hand: drizzle-kit does not generate triggers.
CREATE FUNCTION "cash_handins_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cash_handins is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cash_handins_no_update_or_delete" BEFORE UPDATE OR DELETE ON "cash_handins"
  FOR EACH ROW EXECUTE FUNCTION "cash_handins_append_only"();--> statement-breakpoint
CREATE TRIGGER "cash_handins_no_truncate" BEFORE TRUNCATE ON "cash_handins"
  FOR EACH STATEMENT EXECUTE FUNCTION "cash_handins_append_only"();
