ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Lines written before this column kept their place in the bag in created_at's microseconds.
UPDATE "order_items" SET "position" = numbered."position"
FROM (SELECT "id", (row_number() OVER (PARTITION BY "order_id" ORDER BY "created_at", "id") - 1)::integer AS "position" FROM "order_items") AS numbered
WHERE "order_items"."id" = numbered."id";
