/**
 * A plausible 90 days of prices for products that have none yet (the demo catalogue, the bench
 * catalogue), recorded as the shop records them, one row per change (a day's price is drawn for
 * each of the 90 days and kept where it differs from the day before): most discounts begun 3 to 37 days ago after their original
 * price was charged (with a short dip now and then), and one discounted product in 20 whose
 * original price was raised from a lower price for only the 3 days before its discount, which the
 * honest-price rule catches. Prices are whole rupees, as shops set them. Deterministic: every product's pattern follows from its id.
 * Run it, then `select reapply_honest_prices(null)`. `part`: only the products of one part of so
 * many (by their id's hash), so that the parts may be written at once on connections of their own.
 */
export function demoPriceHistorySql(part?: { index: number; of: number }): string {
  const inPart = part
    ? `abs(hashtext(id::text)::bigint) % ${Math.trunc(part.of)} = ${Math.trunc(part.index)} AND `
    : '';
  return `
WITH p AS (
  SELECT id, price, original_price,
         CASE WHEN original_price > price AND price > 0 THEN original_price END AS claim,
         abs(hashtext(id::text)::bigint) AS h
  FROM products
  WHERE ${inPart}NOT EXISTS (SELECT 1 FROM price_history x WHERE x.product_id = products.id AND x.at < now() - interval '1 day')
), shaped AS (
  SELECT id, price, original_price, claim, h,
         claim IS NOT NULL AND h % 20 = 0 AS raised,
         CASE WHEN claim IS NOT NULL AND h % 20 = 0 THEN 2 + h % 3 ELSE 3 + h % 35 END AS start_days
  FROM p
)
INSERT INTO price_history (product_id, at, price, original_price, source)
SELECT product_id, at, price, original_price, 'demo'
FROM (
  SELECT product_id, at, price, original_price,
         lag(price) OVER w AS previous_price, lag(original_price) OVER w AS previous_original, row_number() OVER w AS n
  FROM (
SELECT s.id AS product_id,
       now() - make_interval(days => d.d, mins => (s.h % 600)::int) AS at,
       CASE
         WHEN d.d < s.start_days AND s.claim IS NOT NULL THEN s.price
         WHEN s.claim IS NULL THEN CASE WHEN (d.d / 10 + s.h) % 4 = 0 AND d.d >= 5 THEN (round(s.price * 1.1 / 100) * 100)::int ELSE s.price END
         WHEN s.raised THEN CASE WHEN d.d < s.start_days + 3 THEN s.claim ELSE greatest(s.price, (round(s.claim * 0.75 / 100) * 100)::int) END
         WHEN (d.d + s.h) % 11 = 0 THEN (round(s.claim * 0.95 / 100) * 100)::int
         ELSE s.claim
       END AS price,
       CASE WHEN d.d < s.start_days THEN s.original_price END AS original_price
FROM shaped s CROSS JOIN generate_series(1, 90) AS d(d)
  ) AS daily
  WINDOW w AS (PARTITION BY product_id ORDER BY at)
) AS changes
WHERE n = 1 OR price <> previous_price OR original_price IS DISTINCT FROM previous_original`;
}

export const DEMO_PRICE_HISTORY_SQL = demoPriceHistorySql();
