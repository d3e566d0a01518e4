CREATE TABLE "phone_records" (
	"phone" text PRIMARY KEY NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"refused_at" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "payment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "seller_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_awaiting_confirmation_idx" ON "orders" USING btree ("created_at") WHERE "orders"."confirmation" = 'awaiting';--> statement-breakpoint
-- Parts already delivered were paid at the door; cancelled ones were never charged; sellers already see every earlier order.
UPDATE "seller_orders" SET "payment_status" = CASE "status" WHEN 'delivered' THEN 'paid' WHEN 'cancelled' THEN 'not_charged' ELSE 'pending' END,
  "cash_collected_at" = CASE WHEN "status" = 'delivered' THEN "delivered_at" END,
  "seller_notified_at" = "created_at";--> statement-breakpoint
-- Each order's phone as core's normalisePhone writes it: +92 and the number without its leading 0.
UPDATE "orders" SET "phone" = CASE
  WHEN regexp_replace("customer_phone", '\D', '', 'g') ~ '^92\d{10}$' THEN '+' || regexp_replace("customer_phone", '\D', '', 'g')
  WHEN regexp_replace("customer_phone", '\D', '', 'g') ~ '^0\d{10}$' THEN '+92' || substr(regexp_replace("customer_phone", '\D', '', 'g'), 2)
  WHEN regexp_replace("customer_phone", '\D', '', 'g') ~ '^3\d{9}$' THEN '+92' || regexp_replace("customer_phone", '\D', '', 'g')
  ELSE '+' || regexp_replace("customer_phone", '\D', '', 'g') END,
  "confirmed_at" = "created_at";--> statement-breakpoint
-- The phones' deliveries so far.
INSERT INTO "phone_records" ("phone", "delivered")
  SELECT o."phone", count(*) FROM "seller_orders" so JOIN "orders" o ON o."id" = so."order_id"
  WHERE so."status" = 'delivered' GROUP BY o."phone";
