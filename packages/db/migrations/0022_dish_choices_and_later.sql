CREATE TABLE "item_choice_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_select" smallint NOT NULL,
	"max_select" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_choice_groups_range" CHECK ("item_choice_groups"."min_select" >= 0 and "item_choice_groups"."max_select" >= 1 and "item_choice_groups"."min_select" <= "item_choice_groups"."max_select" and "item_choice_groups"."max_select" <= 20),
	CONSTRAINT "item_choice_groups_variant_one" CHECK ("item_choice_groups"."kind" <> 'variant' or ("item_choice_groups"."min_select" = 1 and "item_choice_groups"."max_select" = 1))
);
--> statement-breakpoint
CREATE TABLE "item_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"is_veg" boolean NOT NULL,
	"has_egg" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_choices_price_range" CHECK ("item_choices"."price_paise" >= 0 and "item_choices"."price_paise" <= 10000000),
	CONSTRAINT "item_choices_veg_has_no_egg" CHECK (not ("item_choices"."is_veg" and "item_choices"."has_egg"))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_choice_groups" ADD CONSTRAINT "item_choice_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_choices" ADD CONSTRAINT "item_choices_group_id_item_choice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_choice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_choice_groups_item_idx" ON "item_choice_groups" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_choices_group_idx" ON "item_choices" USING btree ("group_id");