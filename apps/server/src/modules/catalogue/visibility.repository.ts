import { sql, type SQL } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema';

/**
 * Who is public (decision 0020). The rule itself is one SQL function, `product_hidden_reason`,
 * and the database keeps `products.listed` by it in the transaction of every change (triggers on
 * products, seller profiles, accounts and categories). These are the conditions the shop's reads
 * take from it.
 *
 * Written as a bare column, never `listed = $1`: the sort indexes are partial (`WHERE listed`),
 * and a prepared statement's generic plan uses them only when the condition is in its text.
 */
export const productListed: SQL = sql`${products.listed}`;

/** Why a product is hidden, as the code the rule gives ('seller_pending', 'category_hidden', …), or null when public. */
export const productHiddenReason: SQL<string | null> = sql<
  string | null
>`product_hidden_reason(${products.sellerId}, ${products.categoryId}, ${products.topCategoryId})`;

/**
 * A brand is public when it holds a public product. The brands the shop itself carries (no
 * seller: the spec's six) always are.
 */
export const brandPublic: SQL = sql`(${brands.sellerId} is null or exists (select 1 from ${products} where ${products.brandId} = ${brands.id} and ${products.listed}))`;

/** A category is in the menus when it, or one of its sub-categories, holds a public product. */
export const categoryPublic: SQL = sql`(exists (select 1 from ${products} where ${products.categoryId} = ${categories.id} and ${products.listed})
  or exists (select 1 from ${products} where ${products.topCategoryId} = ${categories.id} and ${products.listed}))`;
