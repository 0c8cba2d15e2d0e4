CREATE TABLE "goodwill_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"requested_role" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"wallet_transaction_id" bigint,
	CONSTRAINT "goodwill_credits_amount" CHECK ("goodwill_credits"."amount_paise" between 1 and 1000000),
	CONSTRAINT "goodwill_credits_status" CHECK ("goodwill_credits"."status" in ('credited', 'pending', 'approved', 'declined')),
	CONSTRAINT "goodwill_credits_money_moved" CHECK (("goodwill_credits"."status" in ('credited', 'approved')) = ("goodwill_credits"."wallet_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "goodwill_daily_cap_paise" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goodwill_credits" ADD CONSTRAINT "goodwill_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goodwill_credits" ADD CONSTRAINT "goodwill_credits_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goodwill_credits" ADD CONSTRAINT "goodwill_credits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goodwill_credits" ADD CONSTRAINT "goodwill_credits_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goodwill_credits_requested_idx" ON "goodwill_credits" USING btree ("requested_by","requested_at");--> statement-breakpoint
CREATE INDEX "goodwill_credits_user_idx" ON "goodwill_credits" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "goodwill_credits_pending_idx" ON "goodwill_credits" USING btree ("requested_at") WHERE "goodwill_credits"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_goodwill_cap" CHECK ("platform_settings"."goodwill_daily_cap_paise" between 0 and 1000000);