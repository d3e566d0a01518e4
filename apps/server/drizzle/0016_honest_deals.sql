CREATE TABLE "alert_digests" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"price_drops" boolean DEFAULT true NOT NULL,
	"restocks" boolean DEFAULT true NOT NULL,
	"brand_deals" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_rule" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_days" smallint DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_alerts" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_drop" text DEFAULT 'off' NOT NULL,
	"below_price" integer,
	"reference_price" integer NOT NULL,
	"back_in_stock" boolean DEFAULT false NOT NULL,
	"size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_alerts_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "claimed_discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shown_original_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_price_30d" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "original_charged_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_correction" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_events_dedupe_key" ON "alert_events" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "alert_events_unsent_idx" ON "alert_events" USING btree ("user_id") WHERE "alert_events"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "price_history_product_at_idx" ON "price_history" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "wishlist_alerts_product_id_idx" ON "wishlist_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_discount_correction_idx" ON "products" USING btree ("price_changed_at" DESC NULLS LAST) WHERE "products"."discount_correction" is not null and "products"."listed";--> statement-breakpoint
-- The honest discount (decision 0031), written once for every write path. A claimed discount stands
-- when its original price was charged on at least price_rule.min_days of the 30 days before the
-- current price took effect; otherwise the discount shown is the one from the lowest price of those
-- 30 days (none when that was not higher). packages/core/src/honest-price.ts is the same rule for
-- the seller's and admin's explanation; the API tests hold the two to the same answers.
INSERT INTO price_rule (id, min_days) VALUES (1, 7);--> statement-breakpoint

CREATE FUNCTION honest_price(p_product uuid, p_price integer, p_original integer, p_claimed_percent integer, p_at timestamptz, p_min_days integer,
  OUT shown_original integer, OUT shown_percent integer, OUT lowest integer, OUT charged_days integer, OUT correction text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  last_other timestamptz;
  run_start timestamptz;
  window_start timestamptz;
  claim integer;
  charged interval;
BEGIN
  -- the current price took effect when the price last became p_price
  SELECT max(h.at) INTO last_other FROM price_history h
    WHERE h.product_id = p_product AND h.at < p_at AND h.price <> p_price;
  SELECT min(h.at) INTO run_start FROM price_history h
    WHERE h.product_id = p_product AND h.at < p_at AND h.price = p_price AND (last_other IS NULL OR h.at > last_other);
  run_start := coalesce(run_start, p_at);
  window_start := run_start - interval '30 days';

  IF p_original IS NOT NULL AND p_original > p_price AND p_price > 0 THEN claim := p_original;
  ELSIF (p_original IS NULL OR p_original <= 0) AND p_claimed_percent > 0 AND p_claimed_percent < 100 THEN
    claim := round(p_price * 100.0 / (100 - p_claimed_percent));
  END IF;

  WITH points AS (
    SELECT h.at, h.price, lead(h.at) OVER (ORDER BY h.at, h.id) AS until
    FROM price_history h
    WHERE h.product_id = p_product AND h.at < run_start
      AND h.at >= coalesce((SELECT max(s.at) FROM price_history s WHERE s.product_id = p_product AND s.at <= window_start), '-infinity'::timestamptz)
  ), spans AS (
    SELECT price, greatest(at, window_start) AS from_at, coalesce(until, run_start) AS to_at FROM points
  )
  SELECT min(price) FILTER (WHERE to_at > from_at),
         coalesce(sum(to_at - from_at) FILTER (WHERE to_at > from_at AND claim IS NOT NULL AND price >= claim), interval '0')
    INTO lowest, charged
    FROM spans;
  charged_days := floor(extract(epoch FROM charged) / 86400);

  IF claim IS NULL THEN
    shown_original := p_original;
    shown_percent := p_claimed_percent;
  ELSIF p_min_days <= 0 OR charged >= make_interval(days => p_min_days) THEN
    shown_original := p_original;
    shown_percent := p_claimed_percent;
  ELSE
    correction := CASE WHEN charged = interval '0' THEN 'never-charged' ELSE 'charged-too-briefly' END;
    IF lowest IS NOT NULL AND lowest > p_price AND p_price > 0 THEN
      shown_original := lowest;
      shown_percent := round((lowest - p_price) * 100.0 / lowest);
    ELSE
      shown_original := NULL;
      shown_percent := 0;
    END IF;
  END IF;
END
$$;--> statement-breakpoint

-- Keeps the shown columns on every write of a price, original price or claimed discount. The claim
-- is the percent the prices make beside an original price, else the one the writer stated.
CREATE FUNCTION products_keep_honest_price() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  rule_days integer;
BEGIN
  IF NEW.original_price > 0 THEN
    NEW.claimed_discount_percent := CASE WHEN NEW.price > 0 AND NEW.original_price > NEW.price
      THEN round((NEW.original_price - NEW.price) * 100.0 / NEW.original_price) ELSE 0 END;
  ELSIF TG_OP = 'INSERT' AND NEW.claimed_discount_percent = 0 THEN
    NEW.claimed_discount_percent := NEW.discount_percent;
  END IF;
  SELECT min_days INTO rule_days FROM price_rule WHERE id = 1;
  r := honest_price(NEW.id, NEW.price, NEW.original_price, NEW.claimed_discount_percent, now(), coalesce(rule_days, 7));
  NEW.discount_percent := r.shown_percent;
  NEW.on_sale := r.shown_percent > 0 OR coalesce(r.shown_original > NEW.price, false);
  NEW.shown_original_price := r.shown_original;
  NEW.lowest_price_30d := r.lowest;
  NEW.original_charged_days := least(r.charged_days, 30);
  NEW.discount_correction := r.correction;
  IF TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price OR NEW.original_price IS DISTINCT FROM OLD.original_price THEN
    NEW.price_changed_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_honest_price BEFORE INSERT OR UPDATE OF price, original_price, discount_percent, claimed_discount_percent ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_honest_price();--> statement-breakpoint

-- One history row per change, in the writer's transaction; the writer names itself with
-- set_config('onsale.price_source', 'seller' | 'admin' | 'import' | 'demo', true).
CREATE FUNCTION products_record_price() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  who text := current_setting('onsale.price_source', true);
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price IS NOT DISTINCT FROM OLD.price AND NEW.original_price IS NOT DISTINCT FROM OLD.original_price THEN
    RETURN NULL;
  END IF;
  IF who IS NULL OR who NOT IN ('seller', 'admin', 'import', 'demo') THEN who := 'system'; END IF;
  INSERT INTO price_history (product_id, at, price, original_price, source) VALUES (NEW.id, now(), NEW.price, NEW.original_price, who);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price, original_price ON products
  FOR EACH ROW EXECUTE FUNCTION products_record_price();--> statement-breakpoint

-- Applies the rule again to the given products (all when NULL), writing only rows whose answer
-- changed: after back-dated history (demo data), a change of HONEST_PRICE_MIN_DAYS, the daily run.
CREATE FUNCTION reapply_honest_prices(p_ids uuid[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  rule_days integer;
  changed integer;
BEGIN
  SELECT min_days INTO rule_days FROM price_rule WHERE id = 1;
  UPDATE products p SET claimed_discount_percent = p.claimed_discount_percent
  FROM products q CROSS JOIN LATERAL honest_price(q.id, q.price, q.original_price, q.claimed_discount_percent, now(), coalesce(rule_days, 7)) r
  WHERE p.id = q.id AND (p_ids IS NULL OR q.id = ANY (p_ids))
    AND (q.discount_percent, q.shown_original_price, q.lowest_price_30d, q.original_charged_days, q.discount_correction)
      IS DISTINCT FROM (r.shown_percent, r.shown_original, r.lowest, least(r.charged_days, 30), r.correction);
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END
$$;--> statement-breakpoint

-- Products already in the shop start their history at their last change. Nothing tells what they
-- cost before, so a discount they carry is taken at its word once: its original price is recorded
-- as charged for the 30 days before.
INSERT INTO price_history (product_id, at, price, original_price, source)
  SELECT id, updated_at - interval '30 days', original_price, original_price, 'system' FROM products WHERE original_price > price;--> statement-breakpoint
INSERT INTO price_history (product_id, at, price, original_price, source)
  SELECT id, updated_at, price, original_price, 'system' FROM products;--> statement-breakpoint
UPDATE products SET claimed_discount_percent = discount_percent, price_changed_at = updated_at;
