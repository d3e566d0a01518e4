CREATE TABLE "parcel_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"actor_id" uuid,
	"courier" text,
	"courier_event_id" text,
	"happened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "delivery_stage" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "return_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "return_condition" text;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_events_seller_order_idx" ON "parcel_events" USING btree ("seller_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_courier_event_idx" ON "parcel_events" USING btree ("courier","courier_event_id") WHERE "parcel_events"."courier_event_id" is not null;--> statement-breakpoint
CREATE INDEX "seller_orders_tracking_number_idx" ON "seller_orders" USING btree ("courier","tracking_number") WHERE "seller_orders"."tracking_number" is not null;--> statement-breakpoint
UPDATE "seller_orders" SET "delivery_stage" = 'with_courier' WHERE "status" = 'shipped';--> statement-breakpoint
INSERT INTO "parcel_events" ("seller_order_id", "kind", "recorded_by", "happened_at")
  SELECT "id", 'shipped', 'seller', "shipped_at" FROM "seller_orders" WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "parcel_events" ("seller_order_id", "kind", "recorded_by", "happened_at")
  SELECT "id", 'delivered', 'seller', "delivered_at" FROM "seller_orders" WHERE "status" = 'delivered' AND "delivered_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "parcel_events" ("seller_order_id", "kind", "recorded_by", "happened_at")
  SELECT "id", 'returned', 'seller', "updated_at" FROM "seller_orders" WHERE "status" = 'refused';
