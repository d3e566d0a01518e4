-- cards: every product, by discount
-- prepared as catalogue_cards_c5dbce1aa7745235
select
  "products"."id",
  "products"."slug",
  "products"."name",
  "products"."brand_name",
  "brands"."slug",
  "products"."website",
  "top_category"."slug",
  "top_category"."name",
  "products"."image",
  "products"."price",
  "products"."shown_original_price",
  "products"."discount_percent",
  "products"."on_sale",
  "products"."stock",
  "products"."keywords",
  "products"."rating_sum",
  "products"."rating_count",
  "products"."created_at"
from "products"
inner join "categories" "top_category" on "top_category"."id" = "products"."top_category_id"
left join "brands" on "brands"."id" = "products"."brand_id"
where "products"."listed"
order by "products"."discount_percent" desc nulls last, "products"."id" asc
limit $1 offset $2;
-- $1 = 24
-- $2 = 0

-- cards: a top category, cheapest first
-- prepared as catalogue_cards_897a85d52bed42dd
select
  "products"."id",
  "products"."slug",
  "products"."name",
  "products"."brand_name",
  "brands"."slug",
  "products"."website",
  "top_category"."slug",
  "top_category"."name",
  "products"."image",
  "products"."price",
  "products"."shown_original_price",
  "products"."discount_percent",
  "products"."on_sale",
  "products"."stock",
  "products"."keywords",
  "products"."rating_sum",
  "products"."rating_count",
  "products"."created_at"
from "products"
inner join "categories" "top_category" on "top_category"."id" = "products"."top_category_id"
left join "brands" on "brands"."id" = "products"."brand_id"
where ("products"."listed" and "products"."top_category_id" = $1)
order by "products"."price" asc, "products"."id" asc
limit $2 offset $3;
-- $1 = "00000000-0000-4000-8000-0000000000c1"
-- $2 = 24
-- $3 = 24

-- cards: a category in a size and a price range, newest first
-- prepared as catalogue_cards_58638c0900177ede
select
  "products"."id",
  "products"."slug",
  "products"."name",
  "products"."brand_name",
  "brands"."slug",
  "products"."website",
  "top_category"."slug",
  "top_category"."name",
  "products"."image",
  "products"."price",
  "products"."shown_original_price",
  "products"."discount_percent",
  "products"."on_sale",
  "products"."stock",
  "products"."keywords",
  "products"."rating_sum",
  "products"."rating_count",
  "products"."created_at"
from "products"
inner join "categories" "top_category" on "top_category"."id" = "products"."top_category_id"
left join "brands" on "brands"."id" = "products"."brand_id"
where ("products"."listed" and "products"."category_id" = $1 and ($2 = any("products"."sizes") and (not exists (select 1 from "product_variants" v where v.product_id = "products"."id") or exists (
    select 1 from "product_variants" v where v.product_id = "products"."id" and v.size = $3 and v.stock > 0))) and "products"."price" >= $4 and "products"."price" <= $5)
order by "products"."created_at" desc nulls last, "products"."id" asc
limit $6 offset $7;
-- $1 = "00000000-0000-4000-8000-0000000000c1"
-- $2 = "M"
-- $3 = "M"
-- $4 = 100000
-- $5 = 500000
-- $6 = 24
-- $7 = 0

-- cards: a brand's products on sale and in stock, dearest first
-- prepared as catalogue_cards_8c9aa495e4afad51
select
  "products"."id",
  "products"."slug",
  "products"."name",
  "products"."brand_name",
  "brands"."slug",
  "products"."website",
  "top_category"."slug",
  "top_category"."name",
  "products"."image",
  "products"."price",
  "products"."shown_original_price",
  "products"."discount_percent",
  "products"."on_sale",
  "products"."stock",
  "products"."keywords",
  "products"."rating_sum",
  "products"."rating_count",
  "products"."created_at"
from "products"
inner join "categories" "top_category" on "top_category"."id" = "products"."top_category_id"
left join "brands" on "brands"."id" = "products"."brand_id"
where ("products"."listed" and "products"."brand_id" = (select "brands"."id" from "brands" where "brands"."slug" = $1 and ("brands"."seller_id" is null or exists (select 1 from "products" where "products"."brand_id" = "brands"."id" and "products"."listed"))) and "products"."on_sale" = $2 and "products"."stock" > 0)
order by "products"."price" desc, "products"."id" desc
limit $3 offset $4;
-- $1 = "khaadi"
-- $2 = true
-- $3 = 24
-- $4 = 0

-- count: every product
-- prepared as catalogue_count_da39a3ee5e6b4b0d
select
  count(*)
from "products"
where "products"."listed";

-- count: a top category from a discount up
-- prepared as catalogue_count_fb327d25710b2ec1
select
  count(*)
from "products"
where ("products"."listed" and "products"."top_category_id" = $1 and "products"."discount_percent" >= $2);
-- $1 = "00000000-0000-4000-8000-0000000000c1"
-- $2 = 30

-- product: by its slug
-- prepared as catalogue_product_by_slug
select
  "products"."id",
  "products"."slug",
  "products"."name",
  "products"."brand_name",
  "brands"."slug",
  "products"."website",
  "top_category"."slug",
  "top_category"."name",
  "products"."image",
  "products"."price",
  "products"."shown_original_price",
  "products"."discount_percent",
  "products"."on_sale",
  "products"."stock",
  "products"."keywords",
  "products"."rating_sum",
  "products"."rating_count",
  "products"."created_at",
  "products"."description",
  "products"."long_description",
  "products"."sizes",
  "products"."colors",
  "products"."gallery",
  "products"."color_images",
  "products"."video_url",
  "products"."featured",
  "products"."source",
  "products"."seller_id",
  "products"."category_id",
  "products"."top_category_id",
  "sub_category"."slug",
  "sub_category"."name",
  "products"."updated_at",
  "products"."lowest_price_30d",
  "products"."original_price",
  "products"."claimed_discount_percent",
  "products"."discount_correction",
  coalesce((
    select json_agg(json_build_object('size', v.size, 'color', v.color, 'stock', v.stock)
      order by array_position("products"."sizes", v.size), array_position("products"."colors", v.color), v.size, v.color)
    from "product_variants" v where v.product_id = "products"."id"), '[]'::json),
  (select json_build_object('name', c.name, 'measurements', c.measurements, 'rows', c.rows, 'howToMeasure', c.how_to_measure)
    from "size_charts" c
    where c.id = coalesce("products"."size_chart_id", "sub_category"."default_size_chart_id", "top_category"."default_size_chart_id"))
from "products"
inner join "categories" "top_category" on "top_category"."id" = "products"."top_category_id"
left join "categories" "sub_category" on ("sub_category"."id" = "products"."category_id" and "products"."category_id" <> "products"."top_category_id")
left join "brands" on "brands"."id" = "products"."brand_id"
where ("products"."slug" = $1 and "products"."listed")
limit $2;
-- $1 = "lawn-kurta"
-- $2 = 1

-- product: by its id (or a slug that looks like one)
-- prepared as catalogue_product_by_slug_or_id
select
  "products"."id",
  "products"."slug",
  "products"."name",
  "products"."brand_name",
  "brands"."slug",
  "products"."website",
  "top_category"."slug",
  "top_category"."name",
  "products"."image",
  "products"."price",
  "products"."shown_original_price",
  "products"."discount_percent",
  "products"."on_sale",
  "products"."stock",
  "products"."keywords",
  "products"."rating_sum",
  "products"."rating_count",
  "products"."created_at",
  "products"."description",
  "products"."long_description",
  "products"."sizes",
  "products"."colors",
  "products"."gallery",
  "products"."color_images",
  "products"."video_url",
  "products"."featured",
  "products"."source",
  "products"."seller_id",
  "products"."category_id",
  "products"."top_category_id",
  "sub_category"."slug",
  "sub_category"."name",
  "products"."updated_at",
  "products"."lowest_price_30d",
  "products"."original_price",
  "products"."claimed_discount_percent",
  "products"."discount_correction",
  coalesce((
    select json_agg(json_build_object('size', v.size, 'color', v.color, 'stock', v.stock)
      order by array_position("products"."sizes", v.size), array_position("products"."colors", v.color), v.size, v.color)
    from "product_variants" v where v.product_id = "products"."id"), '[]'::json),
  (select json_build_object('name', c.name, 'measurements', c.measurements, 'rows', c.rows, 'howToMeasure', c.how_to_measure)
    from "size_charts" c
    where c.id = coalesce("products"."size_chart_id", "sub_category"."default_size_chart_id", "top_category"."default_size_chart_id"))
from "products"
inner join "categories" "top_category" on "top_category"."id" = "products"."top_category_id"
left join "categories" "sub_category" on ("sub_category"."id" = "products"."category_id" and "products"."category_id" <> "products"."top_category_id")
left join "brands" on "brands"."id" = "products"."brand_id"
where (("products"."id" = $1 or "products"."slug" = $2) and "products"."listed")
limit $3;
-- $1 = "00000000-0000-4000-8000-000000000101"
-- $2 = "00000000-0000-4000-8000-000000000101"
-- $3 = 1
