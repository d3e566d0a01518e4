-- The honest-price rule applied again (decisions 0031, 0046) names the products whose answer
-- changed, so that a batch of the background reapply tells the catalogue caches exactly which ones
-- to forget. Only those rows are written: a product whose shown discount, on-sale flag, original
-- price, lowest price, charged days and correction all stand is not touched (no new row version, no
-- lock, no trigger). On-sale is compared too: it follows the shown discount, and a row where it did
-- not is put right.
CREATE FUNCTION reapply_honest_prices_changed(p_ids uuid[]) RETURNS SETOF uuid
LANGUAGE plpgsql AS $$
DECLARE
  rule_days integer;
BEGIN
  SELECT min_days INTO rule_days FROM price_rule WHERE id = 1;
  rule_days := coalesce(rule_days, 7);
  -- Two statements, so that the one for a batch of ids always finds them through the primary key.
  IF p_ids IS NULL THEN
    RETURN QUERY
      UPDATE products p SET claimed_discount_percent = p.claimed_discount_percent
      FROM products q CROSS JOIN LATERAL honest_price(q.id, q.price, q.original_price, q.claimed_discount_percent, now(), rule_days) r
      WHERE p.id = q.id
        AND (q.discount_percent, q.on_sale, q.shown_original_price, q.lowest_price_30d, q.original_charged_days, q.discount_correction)
          IS DISTINCT FROM (r.shown_percent, r.shown_percent > 0 OR coalesce(r.shown_original > q.price, false),
                            r.shown_original, r.lowest, least(r.charged_days, 30), r.correction)
      RETURNING p.id;
  ELSE
    RETURN QUERY
      UPDATE products p SET claimed_discount_percent = p.claimed_discount_percent
      FROM products q CROSS JOIN LATERAL honest_price(q.id, q.price, q.original_price, q.claimed_discount_percent, now(), rule_days) r
      WHERE p.id = q.id AND q.id = ANY (p_ids)
        AND (q.discount_percent, q.on_sale, q.shown_original_price, q.lowest_price_30d, q.original_charged_days, q.discount_correction)
          IS DISTINCT FROM (r.shown_percent, r.shown_percent > 0 OR coalesce(r.shown_original > q.price, false),
                            r.shown_original, r.lowest, least(r.charged_days, 30), r.correction)
      RETURNING p.id;
  END IF;
END
$$;--> statement-breakpoint

-- The count, as before, for the demo history and the bench's generated catalogue.
CREATE OR REPLACE FUNCTION reapply_honest_prices(p_ids uuid[]) RETURNS integer
LANGUAGE sql AS $$
  SELECT count(*)::integer FROM reapply_honest_prices_changed(p_ids)
$$;
