import { slugify } from '@onsale/core/slug';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { banners, brands, categories, products } from '../../src/db/schema';
import { derivedProductColumns, type ProductInsert } from '../../src/modules/catalogue/product-row';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(db: Executor, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const name = overrides.name ?? `Category ${n}`;
  const [row] = await db
    .insert(categories)
    .values({
      name,
      slug: overrides.slug ?? `${slugify(name)}-${n}`,
      image: '/media/category.webp',
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createBrand(db: Executor, overrides: Partial<typeof brands.$inferInsert> = {}) {
  const n = next();
  const name = overrides.name ?? `Brand ${n}`;
  const slug = overrides.slug ?? slugify(name);
  const [row] = await db
    .insert(brands)
    .values({ name, slug, websiteValue: slug, logo: `/media/${slug}.svg`, ...overrides })
    .returning();
  return row!;
}

export async function createBanner(db: Executor, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(banners)
    .values({ title: `Banner ${n}`, image: `/media/banner-${n}.webp`, position: n, ...overrides })
    .returning();
  return row!;
}

type ProductOverrides = Partial<Omit<ProductInsert, 'discountPercent'>> & {
  discountPercent?: number | null;
  /** days before now on which its original price was charged (default 30: the discount is honest); 0 for none */
  originalChargedDays?: number;
};

/**
 * A product in `category` (a top category or a sub-category whose parent is `topCategory`). A
 * discounted one was sold at its original price for `originalChargedDays` before today's price.
 */
export async function createProduct(
  db: Executor,
  refs: {
    category: { id: string; name: string };
    topCategory?: { id: string; name: string };
    brand?: { id: string; name: string; slug: string };
  },
  overrides: ProductOverrides = {},
) {
  const n = next();
  const name = overrides.name ?? `Product ${n}`;
  const top = refs.topCategory ?? refs.category;
  const price = overrides.price ?? 100_000;
  const originalPrice = overrides.originalPrice === undefined ? 150_000 : overrides.originalPrice;
  const brandName = overrides.brandName ?? refs.brand?.name ?? 'Unbranded';
  const description = overrides.description ?? `Description of ${name}`;
  const { discountPercent, originalChargedDays = 30, ...rest } = overrides;
  const [row] = await db
    .insert(products)
    .values({
      slug: `${slugify(name)}-${n}`,
      website: refs.brand?.slug ?? 'onsale',
      brandId: refs.brand?.id ?? null,
      categoryId: refs.category.id,
      topCategoryId: top.id,
      image: '/media/product.webp',
      stock: 10,
      sizes: ['M'],
      colors: ['Black'],
      keywords: ['demo'],
      ...rest,
      name,
      description,
      brandName,
      price,
      originalPrice,
      ...derivedProductColumns(
        {
          name,
          description,
          brandName,
          price,
          originalPrice,
          discountPercent: discountPercent ?? null,
          longDescription: overrides.longDescription ?? '',
        },
        [...new Set([top.name, refs.category.name])],
      ),
    })
    .returning();
  const claimedOriginal = originalPrice != null && originalPrice > price ? originalPrice : null;
  if (originalChargedDays <= 0 || (claimedOriginal == null && !(row!.claimedDiscountPercent > 0))) return row!;
  const before = claimedOriginal ?? Math.round((price * 100) / (100 - Math.min(99, row!.claimedDiscountPercent)));
  await db.execute(
    sql`insert into price_history (product_id, at, price, original_price, source) values (${row!.id}, now() - make_interval(days => ${originalChargedDays}), ${before}, ${originalPrice}, 'system')`,
  );
  await db.execute(sql`select reapply_honest_prices(array[${row!.id}]::uuid[])`);
  const [fresh] = await db.select().from(products).where(eq(products.id, row!.id));
  return fresh!;
}

/** A product a seller lists in its own shop: under the seller's brand, with its seller and source 'seller'. */
export function createSellerProduct(
  db: Executor,
  seller: { user: { id: string }; brand: { id: string; name: string; slug: string } },
  category: { id: string; name: string },
  overrides: ProductOverrides = {},
) {
  return createProduct(
    db,
    { category, brand: seller.brand },
    { sellerId: seller.user.id, source: 'seller', ...overrides },
  );
}

/**
 * Copies of one product named `${word} 1` … `${word} n`, on sale at discounts from 5% to 94%, at
 * prices (up to 9,900 paisa above its own) and ages of their own.
 */
export async function copyProduct(db: Executor, word: string, n: number, templateId: string) {
  await db.execute(sql`
    insert into products (slug, website, brand_name, category_id, top_category_id, name, description, long_description, price, original_price, discount_percent, on_sale, image, stock, search_text, created_at)
    select ${word.toLowerCase()} || '-' || g, website, brand_name, category_id, top_category_id, ${word} || ' ' || g, description, long_description, price + (g * 53) % 100 * 100, original_price, (g * 37) % 90 + 5, true, image, stock, lower(${word}) || ' ' || g, now() - make_interval(mins => (g * 71) % 1000)
    from products, generate_series(1, ${n}) as g
    where id = ${templateId}`);
  // Each copy was sold at its claimed original price for the 30 days before: its discount is real.
  await db.execute(sql`
    insert into price_history (product_id, at, price, original_price, source)
    select id, now() - interval '30 days', round(price * 100.0 / (100 - claimed_discount_percent))::int, original_price, 'system'
    from products where slug like ${`${word.toLowerCase()}-%`} and claimed_discount_percent > 0`);
  await db.execute(sql`select reapply_honest_prices(null)`);
}

/** The slugs of the sale products whose search terms hold `pattern` (a LIKE pattern), in `order`. */
export async function saleSlugsHolding(db: Executor, pattern: string, order: SQL[]) {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.onSale, true), like(products.searchTerms, pattern)))
    .orderBy(...order);
  return rows.map((row) => row.slug);
}
