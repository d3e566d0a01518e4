-- A product with an original price carries the discount its prices make (decision 0019): rounded
-- percentage off the original when it is higher, else none. Discounts stated without an original
-- price stay. The rows put right count as changed for forms opened on them.
UPDATE products
SET discount_percent = CASE WHEN price > 0 AND original_price > price THEN round((original_price - price) * 100.0 / original_price) ELSE 0 END,
    on_sale = original_price > price,
    version = version + 1
WHERE original_price > 0
  AND discount_percent <> CASE WHEN price > 0 AND original_price > price THEN round((original_price - price) * 100.0 / original_price) ELSE 0 END;
