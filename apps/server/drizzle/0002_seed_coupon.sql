-- The launch coupon of the spec: 20% off the subtotal.
INSERT INTO "coupons" ("code", "percent", "active") VALUES ('ONSALENOW20', 20, true) ON CONFLICT ("code") DO NOTHING;
