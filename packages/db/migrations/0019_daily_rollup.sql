CREATE TABLE "dashboard_day_acceptance" (
	"day" date NOT NULL,
	"restaurant_id" integer NOT NULL,
	"seconds" double precision[] NOT NULL,
	CONSTRAINT "dashboard_day_acceptance_day_restaurant_id_pk" PRIMARY KEY("day","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_cash" (
	"day" date NOT NULL,
	"delivery_partner_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "dashboard_day_cash_day_delivery_partner_id_pk" PRIMARY KEY("day","delivery_partner_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_orders" (
	"day" date PRIMARY KEY NOT NULL,
	"placed" integer NOT NULL,
	"delivered" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"gmv_paise" bigint NOT NULL,
	"cancelled_customer" integer NOT NULL,
	"cancelled_restaurant" integer NOT NULL,
	"cancelled_captain" integer NOT NULL,
	"cancelled_not_accepted" integer NOT NULL,
	"door_delivered" integer NOT NULL,
	"on_time" integer NOT NULL,
	"promised_seconds" numeric NOT NULL,
	"actual_seconds" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_refunds" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"refunds" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "dashboard_day_refunds_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"dirty" boolean DEFAULT false NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Decision 038: whoever changes an order or a refund (a service, a job, a script, psql), the Kolkata
-- days it counts on are marked dirty in the same transaction, so the dashboard never reads a roll-up
-- that is out of date. The shared advisory lock (38, day) waits while the roll-up job recomputes that
-- day (it holds the same lock exclusively): a change is either in what the job reads, or made after
-- the job's commit and marks the fresh roll-up dirty. (Day: the date in India, UTC+05:30 all year.)
CREATE FUNCTION "dashboard_days_touch"(stamps timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  -- In date order, so two writers touching the same days take their locks in the same order.
  FOR d IN
    SELECT DISTINCT date '1970-01-01' + floor((extract(epoch from s) + 19800) / 86400)::int
    FROM unnest(stamps) AS s WHERE s IS NOT NULL ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock_shared(38, d - date '2000-01-01');
    UPDATE "dashboard_days" SET "dirty" = true WHERE "day" = d AND NOT "dirty";
  END LOOP;
END;
$$;--> statement-breakpoint
-- An order counts on the day it was placed (its counts, money, times) and the day it was delivered
-- (the cash its captain holds): both, before and after the change.
CREATE FUNCTION "orders_touch_dashboard_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamps timestamptz[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN stamps := stamps || ARRAY[OLD.placed_at, OLD.delivered_at]; END IF;
  IF TG_OP <> 'DELETE' THEN stamps := stamps || ARRAY[NEW.placed_at, NEW.delivered_at]; END IF;
  PERFORM "dashboard_days_touch"(stamps);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "refunds_touch_dashboard_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamps timestamptz[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN stamps := stamps || OLD.created_at; END IF;
  IF TG_OP <> 'DELETE' THEN stamps := stamps || NEW.created_at; END IF;
  PERFORM "dashboard_days_touch"(stamps);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "dashboard_days_all_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dashboard_days" SET "dirty" = true WHERE NOT "dirty";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_days_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_touch_dashboard_days"();--> statement-breakpoint
-- Only a change to a column some figure reads (get-dashboard.ts, dashboard-figures.ts): a PIN renewed or
-- an address corrected leaves the day's roll-up alone.
CREATE TRIGGER "orders_dashboard_days_update" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD."placed_at", OLD."accepted_at", OLD."delivered_at", OLD."promised_at", OLD."orderstatus_id",
         OLD."delivery_type", OLD."total_paise", OLD."payable_paise", OLD."payment_mode", OLD."cancelled_by",
         OLD."cancel_fault", OLD."restaurant_id", OLD."delivery_partner_id")
    IS DISTINCT FROM (NEW."placed_at", NEW."accepted_at", NEW."delivered_at", NEW."promised_at",
         NEW."orderstatus_id", NEW."delivery_type", NEW."total_paise", NEW."payable_paise", NEW."payment_mode",
         NEW."cancelled_by", NEW."cancel_fault", NEW."restaurant_id", NEW."delivery_partner_id"))
  EXECUTE FUNCTION "orders_touch_dashboard_days"();--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_days_insert_delete" AFTER INSERT OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_touch_dashboard_days"();--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_days_update" AFTER UPDATE ON "refunds" FOR EACH ROW
  WHEN ((OLD."created_at", OLD."status", OLD."amount_paise")
    IS DISTINCT FROM (NEW."created_at", NEW."status", NEW."amount_paise"))
  EXECUTE FUNCTION "refunds_touch_dashboard_days"();--> statement-breakpoint
CREATE TRIGGER "orders_dashboard_days_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_days_all_dirty"();--> statement-breakpoint
CREATE TRIGGER "refunds_dashboard_days_truncate" AFTER TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_days_all_dirty"();
