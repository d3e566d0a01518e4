-- read: a guest, a coupon (and the account of the guest's e-mail)
-- prepared as s2ec3111a720a5a2c2b9b
select
  (select coalesce(json_agg(t), '[]'::json) from (select p.id, p.slug, p.name, p.brand_name as "brandName", p.website, p.image, p.color_images as "colorImages", p.price, p.original_price as "originalPrice",
      p.stock, p.sizes, p.colors, coalesce((
    select json_agg(json_build_object('size', v.size, 'color', v.color, 'stock', v.stock)
      order by array_position(p.sizes, v.size), array_position(p.colors, v.color), v.size, v.color)
    from "product_variants" v where v.product_id = p.id), '[]'::json) as variants,
      p.seller_id as "sellerId", coalesce(s.commission_rate_bp, 0) as "commissionRateBp"
    from "products" p left join "seller_profiles" s on s.user_id = p.seller_id
    where p.id in (select value::uuid from json_array_elements_text($1::json))
      and p.listed) t),
  (select row_to_json(t) from (select "coupons"."code" as code, "coupons"."percent" as percent, "coupons"."uses" as uses, "coupons"."max_uses" as "maxUses",
      "coupons"."max_uses_per_shopper" as "maxUsesPerShopper",
      (select coalesce(max("coupon_uses"."uses"), 0) from "coupon_uses"
        where "coupon_uses"."coupon_code" = "coupons"."code"
          and "coupon_uses"."shopper" in (select value from json_array_elements_text($2::json))) as "shopperUses"
    from "coupons"
    where "coupons"."code" = $3 and "coupons"."active" limit 1) t),
  (select row_to_json(t) from (select "users"."id" as id, "users"."email" as email, "users"."password_hash" is not null as "hasPassword",
      "users"."email_verified_at" is not null as "emailVerified", "users"."status" as status
    from "users" where lower("users"."email") = $4 limit 1) t),
  'OS-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
  (select coalesce(json_object_agg("key", "value"), '{}'::json) from "settings" where "settings"."key" in ($5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)),
  (select json_build_object(
      'confirmed', coalesce("confirmed", 0),
      'delivered', coalesce("delivered", 0),
      'refusedAt', coalesce("refused_at", '{}'::timestamptz[]),
      'openUnconfirmed', (select count(*) from "orders" where "phone" = $19 and "confirmation" = 'awaiting'))
    from (values (1)) as one_phone (one) left join "phone_records" on "phone" = $20),
  0
from (values (1)) as one_row (one);
-- $1 = [
--   "00000000-0000-4000-8000-000000000101",
--   "00000000-0000-4000-8000-000000000102"
-- ]
-- $2 = [
--   "email:ayesha@example.com",
--   "phone:+923001234567"
-- ]
-- $3 = "ONSALENOW20"
-- $4 = "ayesha@example.com"
-- $5 = "shopName"
-- $6 = "supportEmail"
-- $7 = "supportPhone"
-- $8 = "supportHours"
-- $9 = "defaultCommissionRateBp"
-- $10 = "codRefusalLimit"
-- $11 = "codUnconfirmedMaxTotal"
-- $12 = "codMaxOpenUnconfirmed"
-- $13 = "confirmationPolicy"
-- $14 = "confirmationAboveAmount"
-- $15 = "confirmationHours"
-- $16 = "returnWindowDays"
-- $17 = "finalSaleCategories"
-- $18 = "shippingKeptBy"
-- $19 = "+923001234567"
-- $20 = "+923001234567"

-- read: a signed-in buyer, a coupon
-- prepared as sa454a0424e1435fa10b8
select
  (select coalesce(json_agg(t), '[]'::json) from (select p.id, p.slug, p.name, p.brand_name as "brandName", p.website, p.image, p.color_images as "colorImages", p.price, p.original_price as "originalPrice",
      p.stock, p.sizes, p.colors, coalesce((
    select json_agg(json_build_object('size', v.size, 'color', v.color, 'stock', v.stock)
      order by array_position(p.sizes, v.size), array_position(p.colors, v.color), v.size, v.color)
    from "product_variants" v where v.product_id = p.id), '[]'::json) as variants,
      p.seller_id as "sellerId", coalesce(s.commission_rate_bp, 0) as "commissionRateBp"
    from "products" p left join "seller_profiles" s on s.user_id = p.seller_id
    where p.id in (select value::uuid from json_array_elements_text($1::json))
      and p.listed) t),
  (select row_to_json(t) from (select "coupons"."code" as code, "coupons"."percent" as percent, "coupons"."uses" as uses, "coupons"."max_uses" as "maxUses",
      "coupons"."max_uses_per_shopper" as "maxUsesPerShopper",
      (select coalesce(max("coupon_uses"."uses"), 0) from "coupon_uses"
        where "coupon_uses"."coupon_code" = "coupons"."code"
          and "coupon_uses"."shopper" in (select value from json_array_elements_text($2::json))) as "shopperUses"
    from "coupons"
    where "coupons"."code" = $3 and "coupons"."active" limit 1) t),
  null,
  'OS-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
  (select coalesce(json_object_agg("key", "value"), '{}'::json) from "settings" where "settings"."key" in ($4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)),
  (select json_build_object(
      'confirmed', coalesce("confirmed", 0),
      'delivered', coalesce("delivered", 0),
      'refusedAt', coalesce("refused_at", '{}'::timestamptz[]),
      'openUnconfirmed', (select count(*) from "orders" where "phone" = $18 and "confirmation" = 'awaiting'))
    from (values (1)) as one_phone (one) left join "phone_records" on "phone" = $19),
  coalesce((select "balance" from "store_credit_accounts" where "user_id" = $20), 0)
from (values (1)) as one_row (one);
-- $1 = [
--   "00000000-0000-4000-8000-000000000101",
--   "00000000-0000-4000-8000-000000000102"
-- ]
-- $2 = [
--   "account:00000000-0000-4000-8000-0000000000b1",
--   "email:ayesha@example.com",
--   "phone:+923001234567"
-- ]
-- $3 = "ONSALENOW20"
-- $4 = "shopName"
-- $5 = "supportEmail"
-- $6 = "supportPhone"
-- $7 = "supportHours"
-- $8 = "defaultCommissionRateBp"
-- $9 = "codRefusalLimit"
-- $10 = "codUnconfirmedMaxTotal"
-- $11 = "codMaxOpenUnconfirmed"
-- $12 = "confirmationPolicy"
-- $13 = "confirmationAboveAmount"
-- $14 = "confirmationHours"
-- $15 = "returnWindowDays"
-- $16 = "finalSaleCategories"
-- $17 = "shippingKeptBy"
-- $18 = "+923001234567"
-- $19 = "+923001234567"
-- $20 = "00000000-0000-4000-8000-0000000000b1"

-- write: a guest with a new account, a coupon, two products from two sellers
-- prepared as s8ebe61e4b6f01a186267
with
  "wanted_stock" as (select * from json_to_recordset($1::json) as wanted (id uuid, size text, color text, quantity int)),
  "wanted_products" as (select id, sum(quantity)::int as quantity from wanted_stock group by id),
  "locked_stock" as (select "products"."id" as id, "products"."stock" as stock from "products" where "products"."id" in (select id from wanted_products) order by "products"."id" for no key update),
  "locked_variants" as (select "product_variants"."product_id" as id, "product_variants"."size" as size, "product_variants"."color" as color, "product_variants"."stock" as stock
        from "product_variants" where "product_variants"."product_id" in (select id from locked_stock)
        order by "product_variants"."product_id", "product_variants"."size", "product_variants"."color" for no key update),
  "stock_ok" as (select (select count(*) from locked_stock join wanted_products using (id) where locked_stock.stock >= wanted_products.quantity) = $2
        and not exists (
          select 1 from wanted_stock w
          where w.id in (select id from locked_variants)
            and not exists (select 1 from locked_variants v where v.id = w.id and v.size = w.size and v.color = w.color and v.stock >= w.quantity)
        ) as ok),
  "stock_taken" as (update "products" set stock = "products"."stock" - wanted_products.quantity, version = "products"."version" + 1, updated_at = now()
        from wanted_products
        where "products"."id" = wanted_products.id
          and (select ok from stock_ok)
        returning "products"."id" as id),
  "variant_stock_taken" as (update "product_variants" set stock = "product_variants"."stock" - wanted_stock.quantity
        from wanted_stock
        where "product_variants"."product_id" = wanted_stock.id and "product_variants"."size" = wanted_stock.size and "product_variants"."color" = wanted_stock.color
          and (select ok from stock_ok)
        returning "product_variants"."product_id" as id),
  "coupon_counted" as (update "coupons" set uses = "coupons"."uses" + 1
        where "coupons"."code" = $3 and (select count(*) from stock_taken) = $4
        returning "coupons"."code" as code, "coupons"."max_uses_per_shopper" as max_uses_per_shopper),
  "coupon_shopper_counted" as (insert into "coupon_uses" (coupon_code, shopper, uses, max_uses)
        select coupon_counted.code, keys.value, 1, coupon_counted.max_uses_per_shopper
        from coupon_counted cross join json_array_elements_text($5::json) as keys
        order by keys.value
        on conflict (coupon_code, shopper) do update
          set uses = "coupon_uses"."uses" + 1, max_uses = excluded.max_uses, updated_at = now()
        returning shopper),
  "new_buyer" as (insert into "users" ("id", "email", "first_name", "last_name", "phone", "address") select "id", "email", "first_name", "last_name", "phone", "address" from json_populate_recordset(null::"users", $6::json) where (select count(*) from stock_taken) = $7 on conflict do nothing),
  "new_order" as (insert into "orders" ("customer_name", "customer_email", "customer_phone", "address", "city", "state", "zip", "landmark", "delivery_instructions", "subtotal", "shipping", "discount", "tax", "total", "credit", "id", "number", "created_at", "payment_status", "coupon_code", "phone", "confirmation", "confirmation_due_at", "confirmation_token_hash", "buyer_id", "placed_signed_in", "payment_method", "idempotency_key", "request_hash") select "customer_name", "customer_email", "customer_phone", "address", "city", "state", "zip", "landmark", "delivery_instructions", "subtotal", "shipping", "discount", "tax", "total", "credit", "id", "number", "created_at", "payment_status", "coupon_code", "phone", "confirmation", "confirmation_due_at", "confirmation_token_hash", "buyer_id", "placed_signed_in", "payment_method", "idempotency_key", "request_hash" from json_populate_recordset(null::"orders", $8::json) where (select count(*) from stock_taken) = $9),
  "new_seller_orders" as (insert into "seller_orders" ("id", "seller_id", "subtotal", "shipping", "discount", "credit", "commission_rate_bp", "order_id", "created_at") select "id", "seller_id", "subtotal", "shipping", "discount", "credit", "commission_rate_bp", "order_id", "created_at" from json_populate_recordset(null::"seller_orders", $10::json) where (select count(*) from stock_taken) = $11),
  "new_order_items" as (insert into "order_items" ("name", "brand_name", "image", "price", "quantity", "size", "color", "total", "position", "product_id", "seller_id", "order_id", "seller_order_id", "created_at") select "name", "brand_name", "image", "price", "quantity", "size", "color", "total", "position", "product_id", "seller_id", "order_id", "seller_order_id", "created_at" from json_populate_recordset(null::"order_items", $12::json) where (select count(*) from stock_taken) = $13),
  "new_account_token" as (insert into "account_tokens" ("id", "user_id", "purpose", "expires_at") select "id", "user_id", "purpose", "expires_at" from json_populate_recordset(null::"account_tokens", $14::json) where (select count(*) from stock_taken) = $15),
  "new_receipt" as (insert into "outbox" ("kind", "recipient", "subject", "text", "html") select "kind", "recipient", "subject", "text", "html" from json_populate_recordset(null::"outbox", $16::json) where (select count(*) from stock_taken) = $17)
select
  (select count(*) from stock_taken)::int,
  (select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]'::json) from locked_stock),
  (select coalesce(json_agg(json_build_object('id', id, 'size', size, 'color', color, 'stock', stock)), '[]'::json) from locked_variants),
  1
from (values (1)) as one_row (one);
-- $1 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000101",
--     "size": "M",
--     "color": "",
--     "quantity": 2
--   },
--   {
--     "id": "00000000-0000-4000-8000-000000000102",
--     "size": "L",
--     "color": "",
--     "quantity": 1
--   }
-- ]
-- $2 = 2
-- $3 = "ONSALENOW20"
-- $4 = 2
-- $5 = [
--   "account:00000000-0000-4000-8000-000000000001",
--   "email:ayesha@example.com",
--   "phone:+923001234567"
-- ]
-- $6 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000001",
--     "email": "ayesha@example.com",
--     "first_name": "Ayesha",
--     "last_name": "Khan",
--     "phone": "+923001234567",
--     "address": "12 Main Boulevard, Gulberg"
--   }
-- ]
-- $7 = 2
-- $8 = [
--   {
--     "customer_name": "Ayesha Khan",
--     "customer_email": "ayesha@example.com",
--     "customer_phone": "+923001234567",
--     "address": "12 Main Boulevard, Gulberg",
--     "city": "Lahore",
--     "state": "Punjab",
--     "zip": "54000",
--     "landmark": "",
--     "delivery_instructions": "",
--     "subtotal": 599700,
--     "shipping": 50000,
--     "discount": 119940,
--     "tax": 0,
--     "total": 529760,
--     "credit": 0,
--     "id": "00000000-0000-4000-8000-000000000002",
--     "number": "OS-2026-001001-K7QX",
--     "created_at": "2026-03-01T10:00:00.000Z",
--     "payment_status": "pending",
--     "coupon_code": "ONSALENOW20",
--     "phone": "+923001234567",
--     "confirmation": "awaiting",
--     "confirmation_due_at": "2026-03-03T10:00:00.000Z",
--     "confirmation_token_hash": "55efb3ef02f6c4ed348ea21799f660971e81b02bcff1ca2931814ea35cf17de5",
--     "buyer_id": "00000000-0000-4000-8000-000000000001",
--     "placed_signed_in": false,
--     "payment_method": "cod",
--     "idempotency_key": "fixed-idempotency-key",
--     "request_hash": "fixed-request-hash"
--   }
-- ]
-- $9 = 2
-- $10 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000003",
--     "seller_id": "00000000-0000-4000-8000-00000000000a",
--     "subtotal": 499800,
--     "shipping": 25000,
--     "discount": 99960,
--     "credit": 0,
--     "commission_rate_bp": 1000,
--     "order_id": "00000000-0000-4000-8000-000000000002",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   },
--   {
--     "id": "00000000-0000-4000-8000-000000000004",
--     "seller_id": "00000000-0000-4000-8000-00000000000b",
--     "subtotal": 99900,
--     "shipping": 25000,
--     "discount": 19980,
--     "credit": 0,
--     "commission_rate_bp": 1000,
--     "order_id": "00000000-0000-4000-8000-000000000002",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   }
-- ]
-- $11 = 2
-- $12 = [
--   {
--     "name": "Product 1",
--     "brand_name": "Brand 1",
--     "image": "/media/product-1.webp",
--     "price": 249900,
--     "quantity": 2,
--     "size": "M",
--     "color": "",
--     "total": 499800,
--     "position": 0,
--     "product_id": "00000000-0000-4000-8000-000000000101",
--     "seller_id": "00000000-0000-4000-8000-00000000000a",
--     "order_id": "00000000-0000-4000-8000-000000000002",
--     "seller_order_id": "00000000-0000-4000-8000-000000000003",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   },
--   {
--     "name": "Product 2",
--     "brand_name": "Brand 2",
--     "image": "/media/product-2.webp",
--     "price": 99900,
--     "quantity": 1,
--     "size": "L",
--     "color": "",
--     "total": 99900,
--     "position": 1,
--     "product_id": "00000000-0000-4000-8000-000000000102",
--     "seller_id": "00000000-0000-4000-8000-00000000000b",
--     "order_id": "00000000-0000-4000-8000-000000000002",
--     "seller_order_id": "00000000-0000-4000-8000-000000000004",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   }
-- ]
-- $13 = 2
-- $14 = [
--   {
--     "id": "719d700cc280f4765ee15b719fba9e60439f8eaec089ca06474384ed86c50cc2",
--     "user_id": "00000000-0000-4000-8000-000000000001",
--     "purpose": "set_password",
--     "expires_at": "2026-03-08T10:00:00.000Z"
--   }
-- ]
-- $15 = 2
-- $16 = [
--   {
--     "kind": "receipt",
--     "recipient": "ayesha@example.com",
--     "subject": "Your OnSale order OS-2026-001001-K7QX",
--     "text": "Dear Ayesha Khan,\n\nThank you for your order OS-2026-001001-K7QX. We will deliver it in 4-5 business days; please pay Rs. 5,297.60 in cash when it arrives.\n\nPlease confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.\nConfirm your order: https://onsale.example/order/confirm?token=fixed-confirmation-token&order=00000000-0000-4000-8000-000000000002\n\nItems:\n- Product 1 (Size M): 2 × Rs. 2,499 = Rs. 4,998\n- Product 2 (Size L): 1 × Rs. 999 = Rs. 999\n\nSubtotal: Rs. 5,997\nShipping: Rs. 500\nDiscount (ONSALENOW20): −Rs. 1,199.40\nTotal to pay on delivery: Rs. 5,297.60\n\nParcel 1 of 2 (Brand 1): Pay Rs. 4,248.40 to the rider for this parcel.\nParcel 2 of 2 (Brand 2): Pay Rs. 1,049.20 to the rider for this parcel.\n\nDelivery address:\nAyesha Khan\n12 Main Boulevard, Gulberg\nLahore, Punjab 54000\nPhone: +923001234567\n\nTrack your order: https://onsale.example/track?order=OS-2026-001001-K7QX\n\nWe made an OnSale account for you with this e-mail address. Set its password to see your orders at any time (the link works once, for 7 days):\nhttps://onsale.example/set-password?token=fixed-set-password-token&order=00000000-0000-4000-8000-000000000002",
--     "html": "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"></head>\n<body style=\"margin:0;padding:0;background:#f5f2ef\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"background:#f5f2ef\"><tr><td align=\"center\" style=\"padding:24px 12px\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:600px\">\n<tr><td style=\"padding:0 4px 16px;font-family:Arial,Helvetica,sans-serif;font-size:26px;font-weight:bold;color:#221f20\">On<span style=\"color:#c2185b\">Sale</span></td></tr>\n<tr><td style=\"background:#ffffff;border-radius:8px;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#221f20\">\n<p>Dear Ayesha Khan,</p>\n<p>Thank you for your order <strong>OS-2026-001001-K7QX</strong>. We will deliver it in 4-5 business days; please pay <strong>Rs. 5,297.60</strong> in cash when it arrives.</p>\n<p><strong>Please confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.</strong> <a href=\"https://onsale.example/order/confirm?token=fixed-confirmation-token&amp;order=00000000-0000-4000-8000-000000000002\">Confirm your order</a></p>\n<table role=\"presentation\" width=\"100%\" style=\"border-collapse:collapse\">\n<tr><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;width:56px\"><img src=\"https://onsale.example/media/product-1.webp\" width=\"56\" height=\"56\" alt=\"\" style=\"display:block;border-radius:4px;object-fit:cover\"></td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Product 1 (Size M)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">2 × Rs. 2,499</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 4,998</td></tr>\n<tr><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;width:56px\"><img src=\"https://onsale.example/media/product-2.webp\" width=\"56\" height=\"56\" alt=\"\" style=\"display:block;border-radius:4px;object-fit:cover\"></td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Product 2 (Size L)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">1 × Rs. 999</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 999</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Subtotal</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 5,997</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Shipping</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 500</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Discount (ONSALENOW20)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">−Rs. 1,199.40</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Total to pay on delivery</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 5,297.60</td></tr>\n</table>\n<p>Parcel 1 of 2 (Brand 1): Pay Rs. 4,248.40 to the rider for this parcel.</p>\n<p>Parcel 2 of 2 (Brand 2): Pay Rs. 1,049.20 to the rider for this parcel.</p>\n<p><strong>Delivery address</strong><br>Ayesha Khan<br>12 Main Boulevard, Gulberg<br>Lahore, Punjab 54000<br>Phone: +923001234567</p>\n\n<p><a href=\"https://onsale.example/track?order=OS-2026-001001-K7QX\">Track your order</a></p>\n<p>We made an OnSale account for you with this e-mail address. Set its password to see your orders at any time (the link works once, for 7 days): <a href=\"https://onsale.example/set-password?token=fixed-set-password-token&amp;order=00000000-0000-4000-8000-000000000002\">Set its password</a></p>\n</td></tr>\n<tr><td style=\"padding:16px 4px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6c6566\">OnSale: real discounts from Pakistan's brands, cash on delivery.<!--support-contacts--></td></tr>\n</table>\n</td></tr></table>\n</body></html>"
--   }
-- ]
-- $17 = 2

-- write: a signed-in buyer, a coupon, two products from two sellers
-- prepared as s7992a32b4858b685b860
with
  "wanted_stock" as (select * from json_to_recordset($1::json) as wanted (id uuid, size text, color text, quantity int)),
  "wanted_products" as (select id, sum(quantity)::int as quantity from wanted_stock group by id),
  "locked_stock" as (select "products"."id" as id, "products"."stock" as stock from "products" where "products"."id" in (select id from wanted_products) order by "products"."id" for no key update),
  "locked_variants" as (select "product_variants"."product_id" as id, "product_variants"."size" as size, "product_variants"."color" as color, "product_variants"."stock" as stock
        from "product_variants" where "product_variants"."product_id" in (select id from locked_stock)
        order by "product_variants"."product_id", "product_variants"."size", "product_variants"."color" for no key update),
  "stock_ok" as (select (select count(*) from locked_stock join wanted_products using (id) where locked_stock.stock >= wanted_products.quantity) = $2
        and not exists (
          select 1 from wanted_stock w
          where w.id in (select id from locked_variants)
            and not exists (select 1 from locked_variants v where v.id = w.id and v.size = w.size and v.color = w.color and v.stock >= w.quantity)
        ) as ok),
  "stock_taken" as (update "products" set stock = "products"."stock" - wanted_products.quantity, version = "products"."version" + 1, updated_at = now()
        from wanted_products
        where "products"."id" = wanted_products.id
          and (select ok from stock_ok)
        returning "products"."id" as id),
  "variant_stock_taken" as (update "product_variants" set stock = "product_variants"."stock" - wanted_stock.quantity
        from wanted_stock
        where "product_variants"."product_id" = wanted_stock.id and "product_variants"."size" = wanted_stock.size and "product_variants"."color" = wanted_stock.color
          and (select ok from stock_ok)
        returning "product_variants"."product_id" as id),
  "coupon_counted" as (update "coupons" set uses = "coupons"."uses" + 1
        where "coupons"."code" = $3 and (select count(*) from stock_taken) = $4
        returning "coupons"."code" as code, "coupons"."max_uses_per_shopper" as max_uses_per_shopper),
  "coupon_shopper_counted" as (insert into "coupon_uses" (coupon_code, shopper, uses, max_uses)
        select coupon_counted.code, keys.value, 1, coupon_counted.max_uses_per_shopper
        from coupon_counted cross join json_array_elements_text($5::json) as keys
        order by keys.value
        on conflict (coupon_code, shopper) do update
          set uses = "coupon_uses"."uses" + 1, max_uses = excluded.max_uses, updated_at = now()
        returning shopper),
  "new_order" as (insert into "orders" ("customer_name", "customer_email", "customer_phone", "address", "city", "state", "zip", "landmark", "delivery_instructions", "subtotal", "shipping", "discount", "tax", "total", "credit", "id", "number", "created_at", "payment_status", "coupon_code", "phone", "confirmation", "confirmation_due_at", "confirmation_token_hash", "buyer_id", "placed_signed_in", "payment_method", "idempotency_key", "request_hash") select "customer_name", "customer_email", "customer_phone", "address", "city", "state", "zip", "landmark", "delivery_instructions", "subtotal", "shipping", "discount", "tax", "total", "credit", "id", "number", "created_at", "payment_status", "coupon_code", "phone", "confirmation", "confirmation_due_at", "confirmation_token_hash", "buyer_id", "placed_signed_in", "payment_method", "idempotency_key", "request_hash" from json_populate_recordset(null::"orders", $6::json) where (select count(*) from stock_taken) = $7),
  "new_seller_orders" as (insert into "seller_orders" ("id", "seller_id", "subtotal", "shipping", "discount", "credit", "commission_rate_bp", "order_id", "created_at") select "id", "seller_id", "subtotal", "shipping", "discount", "credit", "commission_rate_bp", "order_id", "created_at" from json_populate_recordset(null::"seller_orders", $8::json) where (select count(*) from stock_taken) = $9),
  "new_order_items" as (insert into "order_items" ("name", "brand_name", "image", "price", "quantity", "size", "color", "total", "position", "product_id", "seller_id", "order_id", "seller_order_id", "created_at") select "name", "brand_name", "image", "price", "quantity", "size", "color", "total", "position", "product_id", "seller_id", "order_id", "seller_order_id", "created_at" from json_populate_recordset(null::"order_items", $10::json) where (select count(*) from stock_taken) = $11),
  "new_receipt" as (insert into "outbox" ("kind", "recipient", "subject", "text", "html") select "kind", "recipient", "subject", "text", "html" from json_populate_recordset(null::"outbox", $12::json) where (select count(*) from stock_taken) = $13)
select
  (select count(*) from stock_taken)::int,
  (select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]'::json) from locked_stock),
  (select coalesce(json_agg(json_build_object('id', id, 'size', size, 'color', color, 'stock', stock)), '[]'::json) from locked_variants),
  1
from (values (1)) as one_row (one);
-- $1 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000101",
--     "size": "M",
--     "color": "",
--     "quantity": 2
--   },
--   {
--     "id": "00000000-0000-4000-8000-000000000102",
--     "size": "L",
--     "color": "",
--     "quantity": 1
--   }
-- ]
-- $2 = 2
-- $3 = "ONSALENOW20"
-- $4 = 2
-- $5 = [
--   "account:00000000-0000-4000-8000-0000000000b1",
--   "email:ayesha@example.com",
--   "phone:+923001234567"
-- ]
-- $6 = [
--   {
--     "customer_name": "Ayesha Khan",
--     "customer_email": "ayesha@example.com",
--     "customer_phone": "+923001234567",
--     "address": "12 Main Boulevard, Gulberg",
--     "city": "Lahore",
--     "state": "Punjab",
--     "zip": "54000",
--     "landmark": "",
--     "delivery_instructions": "",
--     "subtotal": 599700,
--     "shipping": 50000,
--     "discount": 119940,
--     "tax": 0,
--     "total": 529760,
--     "credit": 0,
--     "id": "00000000-0000-4000-8000-000000000001",
--     "number": "OS-2026-001001-K7QX",
--     "created_at": "2026-03-01T10:00:00.000Z",
--     "payment_status": "pending",
--     "coupon_code": "ONSALENOW20",
--     "phone": "+923001234567",
--     "confirmation": "awaiting",
--     "confirmation_due_at": "2026-03-03T10:00:00.000Z",
--     "confirmation_token_hash": "55efb3ef02f6c4ed348ea21799f660971e81b02bcff1ca2931814ea35cf17de5",
--     "buyer_id": "00000000-0000-4000-8000-0000000000b1",
--     "placed_signed_in": true,
--     "payment_method": "cod",
--     "idempotency_key": "fixed-idempotency-key",
--     "request_hash": "fixed-request-hash"
--   }
-- ]
-- $7 = 2
-- $8 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000002",
--     "seller_id": "00000000-0000-4000-8000-00000000000a",
--     "subtotal": 499800,
--     "shipping": 25000,
--     "discount": 99960,
--     "credit": 0,
--     "commission_rate_bp": 1000,
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   },
--   {
--     "id": "00000000-0000-4000-8000-000000000003",
--     "seller_id": "00000000-0000-4000-8000-00000000000b",
--     "subtotal": 99900,
--     "shipping": 25000,
--     "discount": 19980,
--     "credit": 0,
--     "commission_rate_bp": 1000,
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   }
-- ]
-- $9 = 2
-- $10 = [
--   {
--     "name": "Product 1",
--     "brand_name": "Brand 1",
--     "image": "/media/product-1.webp",
--     "price": 249900,
--     "quantity": 2,
--     "size": "M",
--     "color": "",
--     "total": 499800,
--     "position": 0,
--     "product_id": "00000000-0000-4000-8000-000000000101",
--     "seller_id": "00000000-0000-4000-8000-00000000000a",
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "seller_order_id": "00000000-0000-4000-8000-000000000002",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   },
--   {
--     "name": "Product 2",
--     "brand_name": "Brand 2",
--     "image": "/media/product-2.webp",
--     "price": 99900,
--     "quantity": 1,
--     "size": "L",
--     "color": "",
--     "total": 99900,
--     "position": 1,
--     "product_id": "00000000-0000-4000-8000-000000000102",
--     "seller_id": "00000000-0000-4000-8000-00000000000b",
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "seller_order_id": "00000000-0000-4000-8000-000000000003",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   }
-- ]
-- $11 = 2
-- $12 = [
--   {
--     "kind": "receipt",
--     "recipient": "ayesha@example.com",
--     "subject": "Your OnSale order OS-2026-001001-K7QX",
--     "text": "Dear Ayesha Khan,\n\nThank you for your order OS-2026-001001-K7QX. We will deliver it in 4-5 business days; please pay Rs. 5,297.60 in cash when it arrives.\n\nPlease confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.\nConfirm your order: https://onsale.example/order/confirm?token=fixed-confirmation-token&order=00000000-0000-4000-8000-000000000001\n\nItems:\n- Product 1 (Size M): 2 × Rs. 2,499 = Rs. 4,998\n- Product 2 (Size L): 1 × Rs. 999 = Rs. 999\n\nSubtotal: Rs. 5,997\nShipping: Rs. 500\nDiscount (ONSALENOW20): −Rs. 1,199.40\nTotal to pay on delivery: Rs. 5,297.60\n\nParcel 1 of 2 (Brand 1): Pay Rs. 4,248.40 to the rider for this parcel.\nParcel 2 of 2 (Brand 2): Pay Rs. 1,049.20 to the rider for this parcel.\n\nDelivery address:\nAyesha Khan\n12 Main Boulevard, Gulberg\nLahore, Punjab 54000\nPhone: +923001234567\n\nTrack your order: https://onsale.example/track?order=OS-2026-001001-K7QX",
--     "html": "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"></head>\n<body style=\"margin:0;padding:0;background:#f5f2ef\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"background:#f5f2ef\"><tr><td align=\"center\" style=\"padding:24px 12px\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:600px\">\n<tr><td style=\"padding:0 4px 16px;font-family:Arial,Helvetica,sans-serif;font-size:26px;font-weight:bold;color:#221f20\">On<span style=\"color:#c2185b\">Sale</span></td></tr>\n<tr><td style=\"background:#ffffff;border-radius:8px;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#221f20\">\n<p>Dear Ayesha Khan,</p>\n<p>Thank you for your order <strong>OS-2026-001001-K7QX</strong>. We will deliver it in 4-5 business days; please pay <strong>Rs. 5,297.60</strong> in cash when it arrives.</p>\n<p><strong>Please confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.</strong> <a href=\"https://onsale.example/order/confirm?token=fixed-confirmation-token&amp;order=00000000-0000-4000-8000-000000000001\">Confirm your order</a></p>\n<table role=\"presentation\" width=\"100%\" style=\"border-collapse:collapse\">\n<tr><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;width:56px\"><img src=\"https://onsale.example/media/product-1.webp\" width=\"56\" height=\"56\" alt=\"\" style=\"display:block;border-radius:4px;object-fit:cover\"></td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Product 1 (Size M)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">2 × Rs. 2,499</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 4,998</td></tr>\n<tr><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;width:56px\"><img src=\"https://onsale.example/media/product-2.webp\" width=\"56\" height=\"56\" alt=\"\" style=\"display:block;border-radius:4px;object-fit:cover\"></td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Product 2 (Size L)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">1 × Rs. 999</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 999</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Subtotal</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 5,997</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Shipping</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 500</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Discount (ONSALENOW20)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">−Rs. 1,199.40</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Total to pay on delivery</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 5,297.60</td></tr>\n</table>\n<p>Parcel 1 of 2 (Brand 1): Pay Rs. 4,248.40 to the rider for this parcel.</p>\n<p>Parcel 2 of 2 (Brand 2): Pay Rs. 1,049.20 to the rider for this parcel.</p>\n<p><strong>Delivery address</strong><br>Ayesha Khan<br>12 Main Boulevard, Gulberg<br>Lahore, Punjab 54000<br>Phone: +923001234567</p>\n\n<p><a href=\"https://onsale.example/track?order=OS-2026-001001-K7QX\">Track your order</a></p>\n\n</td></tr>\n<tr><td style=\"padding:16px 4px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6c6566\">OnSale: real discounts from Pakistan's brands, cash on delivery.<!--support-contacts--></td></tr>\n</table>\n</td></tr></table>\n</body></html>"
--   }
-- ]
-- $13 = 2

-- write: a signed-in buyer paying part of the order with OnSale credit
-- prepared as s0b6b3838cf19cb4c10b2
with
  "wanted_stock" as (select * from json_to_recordset($1::json) as wanted (id uuid, size text, color text, quantity int)),
  "wanted_products" as (select id, sum(quantity)::int as quantity from wanted_stock group by id),
  "locked_stock" as (select "products"."id" as id, "products"."stock" as stock from "products" where "products"."id" in (select id from wanted_products) order by "products"."id" for no key update),
  "locked_variants" as (select "product_variants"."product_id" as id, "product_variants"."size" as size, "product_variants"."color" as color, "product_variants"."stock" as stock
        from "product_variants" where "product_variants"."product_id" in (select id from locked_stock)
        order by "product_variants"."product_id", "product_variants"."size", "product_variants"."color" for no key update),
  "stock_ok" as (select (select count(*) from locked_stock join wanted_products using (id) where locked_stock.stock >= wanted_products.quantity) = $2
        and not exists (
          select 1 from wanted_stock w
          where w.id in (select id from locked_variants)
            and not exists (select 1 from locked_variants v where v.id = w.id and v.size = w.size and v.color = w.color and v.stock >= w.quantity)
        ) as ok),
  "stock_taken" as (update "products" set stock = "products"."stock" - wanted_products.quantity, version = "products"."version" + 1, updated_at = now()
        from wanted_products
        where "products"."id" = wanted_products.id
          and (select ok from stock_ok)
        returning "products"."id" as id),
  "variant_stock_taken" as (update "product_variants" set stock = "product_variants"."stock" - wanted_stock.quantity
        from wanted_stock
        where "product_variants"."product_id" = wanted_stock.id and "product_variants"."size" = wanted_stock.size and "product_variants"."color" = wanted_stock.color
          and (select ok from stock_ok)
        returning "product_variants"."product_id" as id),
  "credit_taken" as (update "store_credit_accounts" set balance = "store_credit_accounts"."balance" - $3, updated_at = now()
        where "store_credit_accounts"."user_id" = $4 and (select count(*) from stock_taken) = $5
        returning "store_credit_accounts"."user_id" as user_id),
  "credit_spent" as (insert into "store_credit_entries" (user_id, kind, amount, order_id)
        select user_id, 'spent', $6, $7::uuid from credit_taken
        returning id),
  "coupon_counted" as (update "coupons" set uses = "coupons"."uses" + 1
        where "coupons"."code" = $8 and (select count(*) from stock_taken) = $9 and exists (select 1 from credit_taken)
        returning "coupons"."code" as code, "coupons"."max_uses_per_shopper" as max_uses_per_shopper),
  "coupon_shopper_counted" as (insert into "coupon_uses" (coupon_code, shopper, uses, max_uses)
        select coupon_counted.code, keys.value, 1, coupon_counted.max_uses_per_shopper
        from coupon_counted cross join json_array_elements_text($10::json) as keys
        order by keys.value
        on conflict (coupon_code, shopper) do update
          set uses = "coupon_uses"."uses" + 1, max_uses = excluded.max_uses, updated_at = now()
        returning shopper),
  "new_order" as (insert into "orders" ("customer_name", "customer_email", "customer_phone", "address", "city", "state", "zip", "landmark", "delivery_instructions", "subtotal", "shipping", "discount", "tax", "total", "credit", "id", "number", "created_at", "payment_status", "coupon_code", "phone", "confirmation", "confirmation_due_at", "confirmation_token_hash", "buyer_id", "placed_signed_in", "payment_method", "idempotency_key", "request_hash") select "customer_name", "customer_email", "customer_phone", "address", "city", "state", "zip", "landmark", "delivery_instructions", "subtotal", "shipping", "discount", "tax", "total", "credit", "id", "number", "created_at", "payment_status", "coupon_code", "phone", "confirmation", "confirmation_due_at", "confirmation_token_hash", "buyer_id", "placed_signed_in", "payment_method", "idempotency_key", "request_hash" from json_populate_recordset(null::"orders", $11::json) where (select count(*) from stock_taken) = $12 and exists (select 1 from credit_taken)),
  "new_seller_orders" as (insert into "seller_orders" ("id", "seller_id", "subtotal", "shipping", "discount", "credit", "commission_rate_bp", "order_id", "created_at") select "id", "seller_id", "subtotal", "shipping", "discount", "credit", "commission_rate_bp", "order_id", "created_at" from json_populate_recordset(null::"seller_orders", $13::json) where (select count(*) from stock_taken) = $14 and exists (select 1 from credit_taken)),
  "new_order_items" as (insert into "order_items" ("name", "brand_name", "image", "price", "quantity", "size", "color", "total", "position", "product_id", "seller_id", "order_id", "seller_order_id", "created_at") select "name", "brand_name", "image", "price", "quantity", "size", "color", "total", "position", "product_id", "seller_id", "order_id", "seller_order_id", "created_at" from json_populate_recordset(null::"order_items", $15::json) where (select count(*) from stock_taken) = $16 and exists (select 1 from credit_taken)),
  "new_receipt" as (insert into "outbox" ("kind", "recipient", "subject", "text", "html") select "kind", "recipient", "subject", "text", "html" from json_populate_recordset(null::"outbox", $17::json) where (select count(*) from stock_taken) = $18 and exists (select 1 from credit_taken))
select
  (select count(*) from stock_taken)::int,
  (select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]'::json) from locked_stock),
  (select coalesce(json_agg(json_build_object('id', id, 'size', size, 'color', color, 'stock', stock)), '[]'::json) from locked_variants),
  (select count(*) from credit_taken)::int
from (values (1)) as one_row (one);
-- $1 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000101",
--     "size": "M",
--     "color": "",
--     "quantity": 2
--   },
--   {
--     "id": "00000000-0000-4000-8000-000000000102",
--     "size": "L",
--     "color": "",
--     "quantity": 1
--   }
-- ]
-- $2 = 2
-- $3 = 150000
-- $4 = "00000000-0000-4000-8000-0000000000b1"
-- $5 = 2
-- $6 = -150000
-- $7 = "00000000-0000-4000-8000-000000000001"
-- $8 = "ONSALENOW20"
-- $9 = 2
-- $10 = [
--   "account:00000000-0000-4000-8000-0000000000b1",
--   "email:ayesha@example.com",
--   "phone:+923001234567"
-- ]
-- $11 = [
--   {
--     "customer_name": "Ayesha Khan",
--     "customer_email": "ayesha@example.com",
--     "customer_phone": "+923001234567",
--     "address": "12 Main Boulevard, Gulberg",
--     "city": "Lahore",
--     "state": "Punjab",
--     "zip": "54000",
--     "landmark": "",
--     "delivery_instructions": "",
--     "subtotal": 599700,
--     "shipping": 50000,
--     "discount": 119940,
--     "tax": 0,
--     "total": 529760,
--     "credit": 150000,
--     "id": "00000000-0000-4000-8000-000000000001",
--     "number": "OS-2026-001001-K7QX",
--     "created_at": "2026-03-01T10:00:00.000Z",
--     "payment_status": "pending",
--     "coupon_code": "ONSALENOW20",
--     "phone": "+923001234567",
--     "confirmation": "awaiting",
--     "confirmation_due_at": "2026-03-03T10:00:00.000Z",
--     "confirmation_token_hash": "55efb3ef02f6c4ed348ea21799f660971e81b02bcff1ca2931814ea35cf17de5",
--     "buyer_id": "00000000-0000-4000-8000-0000000000b1",
--     "placed_signed_in": true,
--     "payment_method": "cod",
--     "idempotency_key": "fixed-idempotency-key",
--     "request_hash": "fixed-request-hash"
--   }
-- ]
-- $12 = 2
-- $13 = [
--   {
--     "id": "00000000-0000-4000-8000-000000000002",
--     "seller_id": "00000000-0000-4000-8000-00000000000a",
--     "subtotal": 499800,
--     "shipping": 25000,
--     "discount": 99960,
--     "credit": 120292,
--     "commission_rate_bp": 1000,
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   },
--   {
--     "id": "00000000-0000-4000-8000-000000000003",
--     "seller_id": "00000000-0000-4000-8000-00000000000b",
--     "subtotal": 99900,
--     "shipping": 25000,
--     "discount": 19980,
--     "credit": 29708,
--     "commission_rate_bp": 1000,
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   }
-- ]
-- $14 = 2
-- $15 = [
--   {
--     "name": "Product 1",
--     "brand_name": "Brand 1",
--     "image": "/media/product-1.webp",
--     "price": 249900,
--     "quantity": 2,
--     "size": "M",
--     "color": "",
--     "total": 499800,
--     "position": 0,
--     "product_id": "00000000-0000-4000-8000-000000000101",
--     "seller_id": "00000000-0000-4000-8000-00000000000a",
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "seller_order_id": "00000000-0000-4000-8000-000000000002",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   },
--   {
--     "name": "Product 2",
--     "brand_name": "Brand 2",
--     "image": "/media/product-2.webp",
--     "price": 99900,
--     "quantity": 1,
--     "size": "L",
--     "color": "",
--     "total": 99900,
--     "position": 1,
--     "product_id": "00000000-0000-4000-8000-000000000102",
--     "seller_id": "00000000-0000-4000-8000-00000000000b",
--     "order_id": "00000000-0000-4000-8000-000000000001",
--     "seller_order_id": "00000000-0000-4000-8000-000000000003",
--     "created_at": "2026-03-01T10:00:00.000Z"
--   }
-- ]
-- $16 = 2
-- $17 = [
--   {
--     "kind": "receipt",
--     "recipient": "ayesha@example.com",
--     "subject": "Your OnSale order OS-2026-001001-K7QX",
--     "text": "Dear Ayesha Khan,\n\nThank you for your order OS-2026-001001-K7QX. We will deliver it in 4-5 business days; please pay Rs. 3,797.60 in cash when it arrives.\n\nPlease confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.\nConfirm your order: https://onsale.example/order/confirm?token=fixed-confirmation-token&order=00000000-0000-4000-8000-000000000001\n\nItems:\n- Product 1 (Size M): 2 × Rs. 2,499 = Rs. 4,998\n- Product 2 (Size L): 1 × Rs. 999 = Rs. 999\n\nSubtotal: Rs. 5,997\nShipping: Rs. 500\nDiscount (ONSALENOW20): −Rs. 1,199.40\nTotal: Rs. 5,297.60\nPaid with OnSale credit: −Rs. 1,500\nTotal to pay on delivery: Rs. 3,797.60\n\nParcel 1 of 2 (Brand 1): Pay Rs. 3,045.48 to the rider for this parcel.\nParcel 2 of 2 (Brand 2): Pay Rs. 752.12 to the rider for this parcel.\n\nDelivery address:\nAyesha Khan\n12 Main Boulevard, Gulberg\nLahore, Punjab 54000\nPhone: +923001234567\n\nTrack your order: https://onsale.example/track?order=OS-2026-001001-K7QX",
--     "html": "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"></head>\n<body style=\"margin:0;padding:0;background:#f5f2ef\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"background:#f5f2ef\"><tr><td align=\"center\" style=\"padding:24px 12px\">\n<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:600px\">\n<tr><td style=\"padding:0 4px 16px;font-family:Arial,Helvetica,sans-serif;font-size:26px;font-weight:bold;color:#221f20\">On<span style=\"color:#c2185b\">Sale</span></td></tr>\n<tr><td style=\"background:#ffffff;border-radius:8px;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#221f20\">\n<p>Dear Ayesha Khan,</p>\n<p>Thank you for your order <strong>OS-2026-001001-K7QX</strong>. We will deliver it in 4-5 business days; please pay <strong>Rs. 3,797.60</strong> in cash when it arrives.</p>\n<p><strong>Please confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.</strong> <a href=\"https://onsale.example/order/confirm?token=fixed-confirmation-token&amp;order=00000000-0000-4000-8000-000000000001\">Confirm your order</a></p>\n<table role=\"presentation\" width=\"100%\" style=\"border-collapse:collapse\">\n<tr><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;width:56px\"><img src=\"https://onsale.example/media/product-1.webp\" width=\"56\" height=\"56\" alt=\"\" style=\"display:block;border-radius:4px;object-fit:cover\"></td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Product 1 (Size M)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">2 × Rs. 2,499</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 4,998</td></tr>\n<tr><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;width:56px\"><img src=\"https://onsale.example/media/product-2.webp\" width=\"56\" height=\"56\" alt=\"\" style=\"display:block;border-radius:4px;object-fit:cover\"></td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Product 2 (Size L)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">1 × Rs. 999</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 999</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Subtotal</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 5,997</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Shipping</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 500</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Discount (ONSALENOW20)</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">−Rs. 1,199.40</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Total</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 5,297.60</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Paid with OnSale credit</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">−Rs. 1,500</td></tr>\n<tr><td colspan=\"3\" style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle\">Total to pay on delivery</td><td style=\"padding:6px 8px;border-bottom:1px solid #eee;vertical-align:middle;text-align:right\">Rs. 3,797.60</td></tr>\n</table>\n<p>Parcel 1 of 2 (Brand 1): Pay Rs. 3,045.48 to the rider for this parcel.</p>\n<p>Parcel 2 of 2 (Brand 2): Pay Rs. 752.12 to the rider for this parcel.</p>\n<p><strong>Delivery address</strong><br>Ayesha Khan<br>12 Main Boulevard, Gulberg<br>Lahore, Punjab 54000<br>Phone: +923001234567</p>\n\n<p><a href=\"https://onsale.example/track?order=OS-2026-001001-K7QX\">Track your order</a></p>\n\n</td></tr>\n<tr><td style=\"padding:16px 4px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6c6566\">OnSale: real discounts from Pakistan's brands, cash on delivery.<!--support-contacts--></td></tr>\n</table>\n</td></tr></table>\n</body></html>"
--   }
-- ]
-- $18 = 2
