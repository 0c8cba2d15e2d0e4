CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"tax_bp" integer,
	"cod_max_paise" integer,
	"min_order_paise" integer,
	"accept_window_seconds" integer,
	"support_phone" text,
	"support_email" text,
	"support_chat_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_tax" CHECK ("platform_settings"."tax_bp" between 0 and 2800),
	CONSTRAINT "platform_settings_cod_max" CHECK ("platform_settings"."cod_max_paise" between 0 and 10000000),
	CONSTRAINT "platform_settings_min_order" CHECK ("platform_settings"."min_order_paise" between 0 and 10000000),
	CONSTRAINT "platform_settings_accept_window" CHECK ("platform_settings"."accept_window_seconds" between 5 and 3600)
);
--> statement-breakpoint
ALTER TABLE "promo_slides" ALTER COLUMN "image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_window_seconds" integer;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD COLUMN "restaurant_id" integer;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD CONSTRAINT "promo_slides_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD CONSTRAINT "promo_slides_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_slides" ADD CONSTRAINT "promo_slides_one_link" CHECK ("promo_slides"."restaurant_id" is null or "promo_slides"."coupon_id" is null);--> statement-breakpoint
ALTER TABLE "promo_slides" ADD CONSTRAINT "promo_slides_dates" CHECK ("promo_slides"."ends_at" is null or "promo_slides"."starts_at" is null or "promo_slides"."ends_at" > "promo_slides"."starts_at");--> statement-breakpoint
-- The one settings row, every value the environment's until an admin changes it.
INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
