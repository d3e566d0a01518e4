DROP INDEX "products_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_top_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_top_category_price_idx";--> statement-breakpoint
DROP INDEX "products_top_category_created_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_discount_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","discount_percent" DESC NULLS LAST,"id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_top_category_discount_idx" ON "products" USING btree ("top_category_id","discount_percent" DESC NULLS LAST,"id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_top_category_price_idx" ON "products" USING btree ("top_category_id","price","id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_top_category_created_idx" ON "products" USING btree ("top_category_id","created_at" DESC NULLS LAST,"id") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_on_sale_discount_idx" ON "products" USING btree ("discount_percent" DESC NULLS LAST,"id") WHERE "products"."on_sale" and "products"."listed";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE "products"."featured" and "products"."listed";