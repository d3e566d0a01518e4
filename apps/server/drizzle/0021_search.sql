-- A list joined as one text, as a generated column needs (array_to_string is only stable).
CREATE FUNCTION search_words_of(list text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(list, ' '), '') $$;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name || ' ' || brand_name), 'A') || setweight(to_tsvector('english', search_words_of(colors) || ' ' || search_words_of(sizes) || ' ' || search_words_of(keywords)), 'B') || setweight(to_tsvector('english', search_text), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WHERE "products"."on_sale" and "products"."listed";--> statement-breakpoint
-- The words of product names and brands, for spelling corrections: added as products are written.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM written, regexp_split_to_table(lower(written.name || ' ' || written.brand_name), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE FUNCTION search_words_add_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name || ' ' || NEW.brand_name), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, brand_name ON products FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand_name IS DISTINCT FROM NEW.brand_name) EXECUTE FUNCTION search_words_add_renamed();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(lower(products.name || ' ' || products.brand_name), '[^[:alnum:]]+') AS w
WHERE length(w) >= 3
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The phrases Pakistan's shoppers use for the same things; the admin's Search page keeps them.
INSERT INTO search_synonyms (terms) VALUES
  ('shalwar kameez, kurta shalwar, kameez shalwar, salwar kameez'),
  ('shalwar, salwar'),
  ('kurta, kurti'),
  ('joggers, trousers'),
  ('sneakers, trainers'),
  ('shoes, footwear'),
  ('sandals, chappals'),
  ('khussa, khussay'),
  ('dupatta, chunri'),
  ('hoodie, sweatshirt'),
  ('t shirt, tshirt, tee'),
  ('jeans, denim'),
  ('handbag, purse'),
  ('perfume, fragrance'),
  ('waistcoat, vest'),
  ('kids, children'),
  ('men, gents'),
  ('women, ladies');