CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"photo" text,
	"refund_to" text DEFAULT 'wallet' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_paise" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_comment_length" CHECK (char_length("complaints"."comment") <= 500),
	CONSTRAINT "complaints_refund_positive" CHECK ("complaints"."refund_paise" is null or "complaints"."refund_paise" > 0),
	CONSTRAINT "complaints_decided" CHECK (("complaints"."status" = 'open') = ("complaints"."decided_at" is null) and ("complaints"."status" = 'refunded') = ("complaints"."refund_paise" is not null))
);
--> statement-breakpoint
CREATE TABLE "late_delivery_credits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"rider_distance_m" integer,
	"wallet_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_delivery_credits_amount" CHECK ("late_delivery_credits"."amount_paise" > 0)
);
--> statement-breakpoint
DROP INDEX "refunds_wallet_order_key";--> statement-breakpoint
DROP INDEX "refunds_gateway_payment_key";--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "delivery_partner_id" integer;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "rider_thumb_up" boolean;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "complaint_id" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "expires_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_delivery_credits" ADD CONSTRAINT "late_delivery_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_delivery_credits" ADD CONSTRAINT "late_delivery_credits_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_open_key" ON "complaints" USING btree ("order_id") WHERE "complaints"."status" = 'open';--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_delivery_partner_id_delivery_partners_id_fk" FOREIGN KEY ("delivery_partner_id") REFERENCES "public"."delivery_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_expires_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("expires_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_key" ON "ratings" USING btree ("order_id") WHERE "ratings"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ratings_partner_idx" ON "ratings" USING btree ("delivery_partner_id") WHERE "ratings"."rider_thumb_up" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_complaint_key" ON "refunds" USING btree ("complaint_id") WHERE "refunds"."complaint_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_expiring_idx" ON "wallet_transactions" USING btree ("expires_at") WHERE "wallet_transactions"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_expires_key" ON "wallet_transactions" USING btree ("expires_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_wallet_order_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."method" = 'wallet' and "refunds"."complaint_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_payment_key" ON "refunds" USING btree ("provider","provider_payment_id") WHERE "refunds"."method" = 'gateway' and "refunds"."complaint_id" is null;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_comment_length" CHECK (char_length("ratings"."comment") <= 500);--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_reply_length" CHECK (char_length("ratings"."reply") <= 500);--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_reply_complete" CHECK (("ratings"."reply" is null) = ("ratings"."replied_at" is null));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_expiry_is_credit" CHECK ("wallet_transactions"."expires_at" is null or "wallet_transactions"."amount_paise" > 0);--> statement-breakpoint
-- A restaurant's rating becomes the Bayesian average of its ratings toward the city mean with weight 10
-- (`restaurantRating` in the domain, which every new rating uses), one decimal; 0 while it has none.
-- Existing databases are brought to the same figures once here.
WITH city AS (SELECT avg("rating")::float8 AS mean FROM "ratings"),
per AS (SELECT "restaurant_id", count(*)::int AS n, sum("rating")::float8 AS total FROM "ratings" GROUP BY "restaurant_id")
UPDATE "restaurants" r SET
  "rating_count" = coalesce(per.n, 0),
  "rating" = CASE WHEN per.n IS NULL THEN 0 ELSE round(((10 * city.mean + per.total) / (10 + per.n))::numeric, 1)::float8 END
FROM city, "restaurants" r2 LEFT JOIN per ON per."restaurant_id" = r2."id"
WHERE r2."id" = r."id";
