CREATE TABLE "coupon_uses" (
	"coupon_code" text NOT NULL,
	"shopper" text NOT NULL,
	"uses" integer NOT NULL,
	"max_uses" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_coupon_code_shopper_pk" PRIMARY KEY("coupon_code","shopper"),
	CONSTRAINT "coupon_uses_within_limit" CHECK ("coupon_uses"."max_uses" is null or "coupon_uses"."uses" <= "coupon_uses"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_shopper" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_within_limit" CHECK ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses");--> statement-breakpoint
-- The uses of the orders placed before uses were counted, in all and by account and e-mail.
UPDATE "coupons" SET "uses" = (SELECT count(*) FROM "orders" WHERE "orders"."coupon_code" = "coupons"."code");--> statement-breakpoint
INSERT INTO "coupon_uses" ("coupon_code", "shopper", "uses")
SELECT "orders"."coupon_code", 'account:' || "orders"."buyer_id", count(*) FROM "orders" JOIN "coupons" ON "coupons"."code" = "orders"."coupon_code"
GROUP BY 1, 2
UNION ALL
SELECT "orders"."coupon_code", 'email:' || lower(trim("orders"."customer_email")), count(*) FROM "orders" JOIN "coupons" ON "coupons"."code" = "orders"."coupon_code"
GROUP BY 1, 2
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The spec's launch coupon is one use per shopper.
UPDATE "coupons" SET "max_uses_per_shopper" = 1 WHERE "code" = 'ONSALENOW20' AND "max_uses_per_shopper" IS NULL;
