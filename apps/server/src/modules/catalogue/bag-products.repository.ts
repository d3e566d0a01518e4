import { isUuid } from '@onsale/core/ids';
import { sql, type SQL } from 'drizzle-orm';
import type { NamedStatement } from '../../db/one-statement';
import { products, sellerProfiles } from '../../db/schema';

export interface BagProduct {
  id: string;
  slug: string;
  name: string;
  brandName: string;
  website: string;
  image: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  sizes: string[];
  colors: string[];
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
  return sql`select p.id, p.slug, p.name, p.brand_name as "brandName", p.website, p.image, p.price, p.original_price as "originalPrice",
      p.stock, p.sizes, p.colors, p.seller_id as "sellerId", coalesce(s.commission_rate_bp, 0) as "commissionRateBp"
    from ${products} p left join ${sellerProfiles} s on s.user_id = p.seller_id
    where p.id in (select value::uuid from json_array_elements_text(${JSON.stringify(wanted)}::json))
      and p.listed`;
}

/**
 * Takes `quantity` off each product's stock as statements to run with the order's writes (see
 * inOneStatement), all lines or none. The rows are locked in id order (so two orders sharing
 * products wait for each other in the same order and never deadlock) with FOR NO KEY UPDATE (what
 * the update itself takes, which does not conflict with the key-share locks of the order items'
 * foreign keys). A lock returns the newest row, so `stock_ok` is true only when every line still
 * has `stock >= quantity` now, whatever other orders took meanwhile, and the update takes from all
 * of them only then. (The condition is not repeated per row in the update: that would be checked
 * on the row as the statement began, and a restock committed meanwhile could then leave one line
 * untaken.) Each take counts as a new version of the product, so a product form opened before it
 * cannot save over it (decision 0019). The CHECK stock >= 0 stands behind it all. The order's inserts are conditional on
 * stockTakenAll, so a short line writes nothing; select STOCK_RESULT for what was taken and what
 * is left.
 */
export function stockTakeStatements(lines: ReadonlyArray<{ productId: string; quantity: number }>): NamedStatement[] {
  const wanted = JSON.stringify(lines.map((line) => ({ id: line.productId, quantity: line.quantity })));
  return [
    ['wanted_stock', sql`select * from json_to_recordset(${wanted}::json) as wanted (id uuid, quantity int)`],
    [
      'locked_stock',
      sql`select ${products.id} as id, ${products.stock} as stock from ${products} where ${products.id} in (select id from wanted_stock) order by ${products.id} for no key update`,
    ],
    [
      'stock_ok',
      sql`select count(*) = ${lines.length} as ok from locked_stock join wanted_stock using (id) where locked_stock.stock >= wanted_stock.quantity`,
    ],
    [
      'stock_taken',
      sql`update ${products} set stock = ${products.stock} - wanted_stock.quantity, version = ${products.version} + 1, updated_at = now()
        from wanted_stock
        where ${products.id} = wanted_stock.id
          and (select ok from stock_ok)
        returning ${products.id} as id`,
    ],
  ];
}

/** True once every line's stock is taken: the condition of the order's inserts. */
export const stockTakenAll = (lineCount: number) => sql`(select count(*) from stock_taken) = ${lineCount}`;

/** How many lines were taken, and the stock each product has now (for the message when short). */
export const STOCK_RESULT = {
  taken: sql<number>`(select count(*) from stock_taken)::int`,
  stock: sql<
    Array<{ id: string; stock: number }>
  >`(select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]'::json) from locked_stock)`,
};
