-- The sale's three orders carry what a search's words are looked for in (decision 0071): a common
-- search walks one of them alone, without reading a product row, until its page is full. Biggest
-- discount also carries the search document, which tells the best matches (name or brand) apart.
DROP INDEX "products_on_sale_discount_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_price_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_created_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_discount_idx" ON "products" USING btree ("discount_percent" DESC NULLS LAST, "id") INCLUDE ("search_terms", "search_vector", "sizes") WHERE "products"."on_sale" and "products"."listed";--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("price", "id") INCLUDE ("search_terms", "sizes") WHERE "products"."on_sale" and "products"."listed";--> statement-breakpoint
CREATE INDEX "products_on_sale_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST, "id") INCLUDE ("search_terms", "sizes") WHERE "products"."on_sale" and "products"."listed";
