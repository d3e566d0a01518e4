DROP INDEX "products_brand_id_idx";--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id") WHERE "products"."listed";