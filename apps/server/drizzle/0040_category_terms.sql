CREATE TABLE "category_terms" (
	"term" text NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "category_terms_term_category_id_pk" PRIMARY KEY("term","category_id")
);
--> statement-breakpoint
ALTER TABLE "category_terms" ADD CONSTRAINT "category_terms_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_terms_trgm_idx" ON "category_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Each category's search terms (decision 0072): the runs of text between spaces of its products'
-- search terms, where a search's word (letters and digits) is found if at all; '' for a run too
-- long to keep, which no search then rules out. Added as products are written, never taken back:
-- a category holding no term that contains a word holds no product that does.
CREATE FUNCTION category_terms_of(search_terms text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(run) <= 200 THEN run ELSE '' END
  FROM string_to_table(search_terms, ' ') AS run WHERE run <> ''
$$;--> statement-breakpoint
-- (in the order of the key, so that two writes adding the same terms wait for each other, never in a circle)
CREATE FUNCTION category_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_terms (term, category_id)
  SELECT DISTINCT term, written.category_id FROM written, category_terms_of(written.search_terms) AS term
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_category_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION category_terms_add();--> statement-breakpoint
CREATE FUNCTION category_terms_add_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_terms (term, category_id)
  SELECT DISTINCT term, NEW.category_id FROM category_terms_of(NEW.search_terms) AS term
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_category_terms_update AFTER UPDATE OF search_terms, category_id ON products FOR EACH ROW WHEN (OLD.search_terms IS DISTINCT FROM NEW.search_terms OR OLD.category_id IS DISTINCT FROM NEW.category_id) EXECUTE FUNCTION category_terms_add_changed();--> statement-breakpoint
INSERT INTO category_terms (term, category_id)
SELECT DISTINCT term, products.category_id FROM products, category_terms_of(products.search_terms) AS term
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A search sorted by price walks each category that may hold its words along this order, and
-- merges them (decision 0072): the sale's price order by category, carrying what the words are
-- looked for in, as the sale's own orders do (migration 0039).
CREATE INDEX "products_on_sale_category_price_idx" ON "products" USING btree ("category_id", "price", "id") INCLUDE ("search_terms", "sizes") WHERE "products"."on_sale" and "products"."listed";
