import { isUuid } from '@onsale/core/ids';
import type { VariantStock } from '@onsale/core/variants';
import { sql, type SQL } from 'drizzle-orm';
import type { NamedStatement } from '../../db/one-statement';
import { productVariants, products, sellerProfiles } from '../../db/schema';
import { variantsJson } from './product-variants.repository';

export interface BagProduct {
  id: string;
  slug: string;
  name: string;
  brandName: string;
  website: string;
  image: string;
  /** a picture per colour that has one (decision 0051) */
  colorImages: Record<string, string>;
  price: number;
  originalPrice: number | null;
  stock: number;
  sizes: string[];
  colors: string[];
  /** its stock per size and colour; empty while its stock is not split */
  variants: VariantStock[];
  sellerId: string | null;
  commissionRateBp: number;
}

export const bagProductsById = (rows: readonly BagProduct[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The current price, stock and seller of the products in a bag, as a select to read together with
 * other things (see selectTogether): the bag's quote and the checkout read it so. A product the
 * shop does not show (its seller not approved or blocked, its category hidden: decision 0020) is
 * not for sale: it reads as gone, so no order reaches a seller who cannot fulfil it.
 */
export function bagProductsSelect(ids: readonly string[]): SQL {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  return sql`select p.id, p.slug, p.name, p.brand_name as "brandName", p.website, p.image, p.color_images as "colorImages", p.price, p.original_price as "originalPrice",
      p.stock, p.sizes, p.colors, ${variantsJson({ id: sql`p.id`, sizes: sql`p.sizes`, colors: sql`p.colors` })} as variants,
      p.seller_id as "sellerId", coalesce(s.commission_rate_bp, 0) as "commissionRateBp"
    from ${products} p left join ${sellerProfiles} s on s.user_id = p.seller_id
    where p.id in (select value::uuid from json_array_elements_text(${JSON.stringify(wanted)}::json))
      and p.listed`;
}

/** What a bag takes of one size × colour of a product ('' where the line names none). */
export interface StockLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

/**
 * Takes each line's quantity off its product's stock, and off its variant's where the product's
 * stock is split by size and colour, as statements to run with the order's writes (see
 * inOneStatement), all lines or none. The products are locked in id order, then their variants in
 * (product, size, colour) order, so two orders sharing products wait for each other in the same
 * order and never deadlock, and a seller's stock change (which locks the product first) waits too.
 * The locks are FOR NO KEY UPDATE (what the updates themselves take, which does not conflict with
 * the key-share locks of the order items' foreign keys). A lock returns the newest row, so
 * `stock_ok` is true only when, now, every product has what its lines need together and every
 * line of a product with variants has its own variant with what it needs, whatever other orders
 * took meanwhile; the updates take from all of them only then. (The condition is not repeated per
 * row in the updates: that would be checked on the row as the statement began, and a restock
 * committed meanwhile could then leave one line untaken.) Each take counts as a new version of the
 * product, so a product form opened before it cannot save over it (decision 0019). The CHECKs
 * stock >= 0 stand behind it all. The order's inserts are conditional on stockTakenAll, so a short
 * line writes nothing; select STOCK_RESULT for what was taken and what is left.
 */
export function stockTakeStatements(lines: readonly StockLine[]): NamedStatement[] {
  const wanted = JSON.stringify(
    lines.map((line) => ({ id: line.productId, size: line.size, color: line.color, quantity: line.quantity })),
  );
  const productCount = new Set(lines.map((line) => line.productId)).size;
  return [
    [
      'wanted_stock',
      sql`select * from json_to_recordset(${wanted}::json) as wanted (id uuid, size text, color text, quantity int)`,
    ],
    ['wanted_products', sql`select id, sum(quantity)::int as quantity from wanted_stock group by id`],
    [
      'locked_stock',
      sql`select ${products.id} as id, ${products.stock} as stock from ${products} where ${products.id} in (select id from wanted_products) order by ${products.id} for no key update`,
    ],
    [
      'locked_variants',
      sql`select ${productVariants.productId} as id, ${productVariants.size} as size, ${productVariants.color} as color, ${productVariants.stock} as stock
        from ${productVariants} where ${productVariants.productId} in (select id from locked_stock)
        order by ${productVariants.productId}, ${productVariants.size}, ${productVariants.color} for no key update`,
    ],
    [
      'stock_ok',
      sql`select (select count(*) from locked_stock join wanted_products using (id) where locked_stock.stock >= wanted_products.quantity) = ${productCount}
        and not exists (
          select 1 from wanted_stock w
          where w.id in (select id from locked_variants)
            and not exists (select 1 from locked_variants v where v.id = w.id and v.size = w.size and v.color = w.color and v.stock >= w.quantity)
        ) as ok`,
    ],
    [
      'stock_taken',
      sql`update ${products} set stock = ${products.stock} - wanted_products.quantity, version = ${products.version} + 1, updated_at = now()
        from wanted_products
        where ${products.id} = wanted_products.id
          and (select ok from stock_ok)
        returning ${products.id} as id`,
    ],
    [
      'variant_stock_taken',
      sql`update ${productVariants} set stock = ${productVariants.stock} - wanted_stock.quantity
        from wanted_stock
        where ${productVariants.productId} = wanted_stock.id and ${productVariants.size} = wanted_stock.size and ${productVariants.color} = wanted_stock.color
          and (select ok from stock_ok)
        returning ${productVariants.productId} as id`,
    ],
  ];
}

/** True once every product's stock is taken (`productCount` distinct products): the condition of the order's inserts. */
export const stockTakenAll = (productCount: number) => sql`(select count(*) from stock_taken) = ${productCount}`;

/** How many products were taken from, and the stock each product and each of its variants has now (for the message when short). */
export const STOCK_RESULT = {
  taken: sql<number>`(select count(*) from stock_taken)::int`,
  stock: sql<
    Array<{ id: string; stock: number }>
  >`(select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]'::json) from locked_stock)`,
  variants: sql<
    Array<{ id: string; size: string; color: string; stock: number }>
  >`(select coalesce(json_agg(json_build_object('id', id, 'size', size, 'color', color, 'stock', stock)), '[]'::json) from locked_variants)`,
};
