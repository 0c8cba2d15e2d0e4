CREATE TABLE "position_trail" (
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"delivery_partner_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "position_trail_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
ALTER TABLE "position_trail" ADD CONSTRAINT "position_trail_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_trail" ADD CONSTRAINT "position_trail_delivery_partner_id_delivery_partners_id_fk" FOREIGN KEY ("delivery_partner_id") REFERENCES "public"."delivery_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_trail_recorded_idx" ON "position_trail" USING btree ("recorded_at");