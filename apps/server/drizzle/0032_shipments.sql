ALTER TABLE "seller_orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "tracking_number" text;