import crypto from 'node:crypto';
import { SEARCH_COUNT_LIMIT, type ProductSort } from '@onsale/core/contracts/catalogue';
import { isUuid } from '@onsale/core/ids';
import { mayNameASize, type SearchPlan, type SearchSlot, type SearchSort } from '@onsale/core/search-query';
import { and, asc, count, eq, gt, gte, inArray, lte, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  banners,
  brands,
  brandSlugHistory,
  categories,
  categoryTerms,
  products,
  searchSynonyms,
  searchWords,
} from '../../db/schema';
import { escapeLike } from '../../db/like';
import { sizeInStock, sizesInStock, sizeWordInStock, variantsJson } from './product-variants.repository';
import { effectiveSizeChartJson } from './size-charts.repository';
import { brandPublic, categoryPublic, productListed } from './visibility.repository';

export const topCategory = alias(categories, 'top_category');
const subCategory = alias(categories, 'sub_category');

/**
 * The columns every product card needs, with its brand slug and top category: select them from
 * products joined to `topCategory` (inner) and brands (left).
 */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brandName: products.brandName,
  brandSlug: brands.slug,
  website: products.website,
  categorySlug: topCategory.slug,
  categoryName: topCategory.name,
  image: products.image,
  price: products.price,
  // what shoppers are shown: the honest figures (decision 0031)
  originalPrice: products.shownOriginalPrice,
  discountPercent: products.discountPercent,
  onSale: products.onSale,
  stock: products.stock,
  keywords: products.keywords,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
};

const detailColumns = {
  ...cardColumns,
  description: products.description,
  longDescription: products.longDescription,
  sizes: products.sizes,
  colors: products.colors,
  gallery: products.gallery,
  colorImages: products.colorImages,
  videoUrl: products.videoUrl,
  featured: products.featured,
  source: products.source,
  sellerId: products.sellerId,
  categoryId: products.categoryId,
  topCategoryId: products.topCategoryId,
  subcategorySlug: subCategory.slug,
  subcategoryName: subCategory.name,
  updatedAt: products.updatedAt,
  lowestPrice30d: products.lowestPrice30d,
  claimedOriginalPrice: products.originalPrice,
  claimedDiscountPercent: products.claimedDiscountPercent,
  discountCorrection: products.discountCorrection,
  variants: variantsJson(),
  sizeChart: effectiveSizeChartJson({ product: products, subCategory, topCategory }),
};

export interface ProductFilter {
  categoryId?: string;
  topCategoryId?: string;
  categoryIds?: string[];
  brandSlug?: string;
  websites?: string[];
  brandNames?: string[];
  size?: string;
  minPrice?: number;
  maxPrice?: number;
  minDiscount?: number;
  onSale?: boolean;
  inStock?: boolean;
  featured?: boolean;
  /** a shopper's search (search-query.ts): every slot must match */
  search?: SearchSlot[];
  /** the English stem of each word of `search` ('' for a stop word; `stemsOf`): its words are then found through one index */
  stems?: ReadonlyMap<string, string>;
}

/**
 * A word of a search is found when the product holds a word of the same stem ("kurtas" finds
 * "kurta") or holds it as a substring of its name, description, brand or category (the spec's
 * substring match, "kurt" finds "kurta"; from three letters). Both are one condition on
 * `search_terms`, which holds the product's text and every stem of it: the word's stem as a
 * substring, where the stem is part of the word as it nearly always is ("kurta" of "kurtas"), or
 * else the word or its stem ("happi" of "happy"). So every word of a search is a condition of the
 * same trigram index, which PostgreSQL intersects in one scan (decision 0068). A stop word (stem
 * '': "down", "and") is in no document's words, so only as a substring; a word whose stem is not
 * known (`stems` not given) is looked for in the document's words and as a substring, and a word
 * of one or two letters in the document's words alone. (So a word of three letters or more is
 * looked for in `search_terms` alone once its stem is known, which the sale's orders carry: a
 * common search walks them without reading the products, decision 0071.)
 * A word that may name a size ("xl", "42") is found only while the product has that size in stock,
 * where it offers the size (`sizeWordInStock`); other words cost nothing more.
 */
function wordFound(word: string, stem: string | undefined, { walked }: Walked): SQL {
  // (the same test, as the trigram index reads it, or as a walk along a sort does it fastest)
  const holds = (part: string) =>
    walked
      ? sql`strpos(${products.searchTerms}, ${part}) > 0`
      : sql`${products.searchTerms} like ${`%${escapeLike(part)}%`}`;
  const inDocument = sql`${products.searchVector} @@ plainto_tsquery('english', ${word})`;
  const parts = searchedParts(word, stem);
  const found = parts
    ? or(...parts.map(holds))!
    : word.length < 3
      ? inDocument
      : sql`(${inDocument} or ${holds(word)})`;
  return mayNameASize(word) ? sql`(${found} and ${sizeWordInStock(word)})` : found;
}

/**
 * What a word is looked for as in `search_terms` (`wordFound`), when that is the only place: the
 * word for a stop word, else its stem where the word holds it, else both. None for a word also
 * looked for among the document's words: one of one or two letters, or whose stem is not known.
 */
function searchedParts(word: string, stem: string | undefined): string[] | undefined {
  if (word.length < 3 || stem === undefined || (stem !== '' && stem.length < 3)) return undefined;
  if (stem === '') return [word];
  return word.includes(stem) ? [stem] : [word, stem];
}

/** Whether a search's condition is tested on rows walked along a sort rather than found through the text indexes. */
interface Walked {
  walked: boolean;
}

/** A slot is matched by any of its alternatives, each of whose words must be found. */
const slotFound = (slot: SearchSlot, stems: ReadonlyMap<string, string> | undefined, walked: Walked): SQL | undefined =>
  or(...slot.map((words) => and(...words.map((word) => wordFound(word, stems?.get(word), walked)))));

/**
 * The products whose name or brand hold every word of the search by its stem: best matches, shown
 * first. Every product it finds matches the search; one holding a word only as a substring of its
 * name comes after them. (The words are letters and digits only: `searchWords`.) Two forms of one
 * condition: `indexed` reads the name and brand's own index (`products_search_title_idx`), the
 * other the stored document's words of weight A, cheaper for a product already read.
 */
function inTitle(plan: SearchPlan, { indexed }: { indexed: boolean }): SQL {
  const weight = indexed ? '' : ':A';
  const alternative = (words: readonly string[]) => words.map((word) => `'${word}'${weight}`).join(' & ');
  const query = plan.slots.map((slot) => `(${slot.map(alternative).join(' | ')})`).join(' & ');
  return indexed
    ? sql`to_tsvector('english', ${products.name} || ' ' || ${products.brandName}) @@ to_tsquery('english', ${query})`
    : sql`${products.searchVector} @@ to_tsquery('english', ${query})`;
}

/** Every slot of a search matched. */
const searchFound = (
  slots: readonly SearchSlot[],
  stems?: ReadonlyMap<string, string>,
  walked: Walked = { walked: false },
): SQL | undefined => and(...slots.map((slot) => slotFound(slot, stems, walked)));

/**
 * How many products a search's first query reads at most: a search more products match is a
 * common one, read along its sort's index instead (`searchCards`).
 */
const SEARCH_MATCHES_READ = SEARCH_COUNT_LIMIT + 1;

/**
 * How far along its sort's index a common search looks for its page before it reads its matches
 * from the text indexes instead. The sale's orders carry what the words are looked for in, so a
 * row walked costs about a microsecond (decision 0071) and a match read through the text indexes
 * about ten: a search whose page is not among these rows is one whose matches lie far along its
 * sort (the cheapest products are not formal wear), and few enough to read.
 */
const SEARCH_WALK_ROWS = 100_000;

/**
 * How many best matches a search may have for them to be read from the name and brand index
 * rather than found by a walk along the discount: a walk passes a hundred products for each best
 * match it finds when one product in a hundred is one ("kurta casual": 117 best matches of 79,000
 * products on sale walked 45,000 rows, 33 ms; read from their index, 3 ms), and a match read from
 * the index costs about what twenty rows walked do. Counting them up to this costs at most that
 * many matches read, when there are more and a walk finds its page soon.
 */
const FEW_BEST_MATCHES = 500;

/**
 * Where a common search's page lies along each sort, read from its first matches (any 1,001 of
 * them): each sort's value at the page's last row among them. At least that many matches lie
 * at or before it, so the search's page does too, while the catalogue is as it was read; a walk
 * along the sort needs to look no further, however far that is (decision 0071).
 */
export interface SearchBounds {
  /** the rows the bounds hold for: a page ending at most this far along its sort */
  rows: number;
  /** how many of the matches read are best matches (name or brand): a few, and there may be few in all, which a walk finds slowly or not at all */
  best: number;
  'price-asc': number;
  'price-desc': number;
  discount: number;
  /** (`created_at` as PostgreSQL writes it, read back exactly) */
  newest: string;
}

/** The bounds as a search's first read finds them, for the rows it read. */
type ReadBounds = Omit<SearchBounds, 'rows'>;

/** The condition of a sort's bound: the rows at or before it along the sort. */
function withinBound(sort: ProductSort, bounds: SearchBounds): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`${products.price} <= ${bounds['price-asc']}`;
    case 'price-desc':
      return sql`${products.price} >= ${bounds['price-desc']}`;
    case 'discount':
      return sql`${products.discountPercent} >= ${bounds.discount}`;
    case 'newest':
      return sql`${products.createdAt} >= ${bounds.newest}::timestamptz`;
  }
}

/** One option of a search's filters and how many of its matches it holds (`countFacets`). */
export interface FacetRow {
  kind: 'brand' | 'category' | 'size' | 'discount';
  /** the brand's or category's id, the size, or the discount step */
  key: string;
  /** a category's top category id */
  parent: string | null;
  count: number;
}

/** How a filter value enters the SQL: inline as a parameter, or as a named placeholder of a prepared statement. */
type Bind = (name: string, value: unknown) => unknown;
const inline: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

/** The public products that match: every read here is a shopper's or a crawler's. */
function whereOf(filter: ProductFilter, bind: Bind = inline): SQL | undefined {
  const conditions: (SQL | undefined)[] = [productListed];
  if (filter.categoryId) conditions.push(eq(products.categoryId, bind('categoryId', filter.categoryId) as string));
  if (filter.topCategoryId)
    conditions.push(eq(products.topCategoryId, bind('topCategoryId', filter.topCategoryId) as string));
  if (filter.categoryIds)
    conditions.push(
      or(inArray(products.categoryId, filter.categoryIds), inArray(products.topCategoryId, filter.categoryIds)),
    );
  if (filter.brandSlug)
    conditions.push(
      sql`${products.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${bind('brandSlug', filter.brandSlug)} and ${brandPublic})`,
    );
  if (filter.websites) conditions.push(inArray(products.website, filter.websites));
  if (filter.brandNames) conditions.push(inArray(products.brandName, filter.brandNames));
  if (filter.size) conditions.push(sizeInStock(bind('size', filter.size)));
  if (filter.minPrice != null) conditions.push(gte(products.price, bind('minPrice', filter.minPrice) as number));
  if (filter.maxPrice != null) conditions.push(lte(products.price, bind('maxPrice', filter.maxPrice) as number));
  if (filter.minDiscount != null)
    conditions.push(gte(products.discountPercent, bind('minDiscount', filter.minDiscount) as number));
  if (filter.onSale) conditions.push(eq(products.onSale, true));
  if (filter.inStock) conditions.push(sql`${products.stock} > 0`);
  if (filter.featured) conditions.push(eq(products.featured, true));
  if (filter.search) conditions.push(searchFound(filter.search, filter.stems));
  return and(...conditions);
}

/** The values a prepared statement of `whereOf(filter, placeholder)` takes. */
function paramsOf(filter: ProductFilter): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of [
    'categoryId',
    'topCategoryId',
    'brandSlug',
    'size',
    'minPrice',
    'maxPrice',
    'minDiscount',
  ] as const) {
    if (filter[name] != null && filter[name] !== '') params[name] = filter[name];
  }
  return params;
}

/**
 * The filters that take a prepared statement: the same columns in the same order every time,
 * values as parameters. Lists of values (brand pages) are built each time. So is text search:
 * a generic plan cannot know whether a term is rare (trigram index) or common (walk the
 * discount order), so it must be planned for its value.
 */
function preparedShape(filter: ProductFilter): string | null {
  if (filter.categoryIds || filter.websites || filter.brandNames || filter.search) return null;
  return (Object.keys(filter) as (keyof ProductFilter)[])
    .filter((key) => filter[key] != null && filter[key] !== false && filter[key] !== '')
    .sort()
    .join(',');
}

/** The columns the sorts order by, of products or of a query's rows. */
type SortKeys = Record<'id' | 'discountPercent' | 'price' | 'createdAt', SQLWrapper>;

/**
 * Orders that the indexes hold: `desc nulls last` as in the `(…, discount_percent desc, id)`
 * indexes (a plain `desc` means nulls first and makes PostgreSQL sort every matching row), and
 * ties broken in the direction an index scan reads them.
 */
function orderOf(sort: ProductSort, t: SortKeys = products): SQL[] {
  switch (sort) {
    case 'discount':
      return [sql`${t.discountPercent} desc nulls last`, sql`${t.id} asc`];
    case 'price-asc':
      return [sql`${t.price} asc`, sql`${t.id} asc`];
    case 'price-desc':
      return [sql`${t.price} desc`, sql`${t.id} desc`];
    case 'newest':
      return [sql`${t.createdAt} desc nulls last`, sql`${t.id} asc`];
  }
}

/** Prepared statement names are per connection; a digest keeps them short and distinct. */
function statementName(kind: string, shape: string): string {
  return `catalogue_${kind}_${crypto.createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
}

/** A bound on the prepared statements each connection may hold. */
const MAX_PREPARED_SHAPES = 200;

export interface CatalogueRepositoryOptions {
  /** how far along its sort's index a common search looks for its page (tests shorten it) */
  searchWalkRows?: number;
}

export function createCatalogueRepository(
  db: Executor,
  { searchWalkRows = SEARCH_WALK_ROWS }: CatalogueRepositoryOptions = {},
) {
  const cardQuery = () =>
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
      .leftJoin(brands, eq(brands.id, products.brandId));

  // A hidden product has no page: it reads as missing.
  const productQuery = (where: SQL | undefined) =>
    db
      .select(detailColumns)
      .from(products)
      .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
      .leftJoin(
        subCategory,
        and(eq(subCategory.id, products.categoryId), sql`${products.categoryId} <> ${products.topCategoryId}`),
      )
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(where, productListed))
      .limit(1);

  // The hot reads run as prepared statements: the SQL is built once per shape, and PostgreSQL
  // parses and plans it once per connection instead of on every request.
  const prepareCards = (filter: ProductFilter, sort: ProductSort, shape: string) =>
    cardQuery()
      .where(whereOf(filter, placeholder))
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(statementName('cards', `${sort}:${shape}`));
  const prepareCount = (filter: ProductFilter, shape: string) =>
    db
      .select({ total: count() })
      .from(products)
      .where(whereOf(filter, placeholder))
      .prepare(statementName('count', shape));
  /**
   * How many products match, counting no further than `limit`: a search for a word most
   * products contain stops after `limit` matches instead of reading the whole table.
   */
  async function countUpTo(filter: ProductFilter, limit: number): Promise<number> {
    return countWhere(whereOf(filter), limit);
  }

  /** How many products hold `where`, counting no further than `limit`. */
  async function countWhere(where: SQL | undefined, limit: number): Promise<number> {
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(limit)
      .as('matches');
    const [row] = await db.select({ total: count() }).from(matches);
    return row?.total ?? 0;
  }

  /**
   * The categories that may hold a product matching every slot of a search, from their terms
   * (`category_terms`, decision 0072), when they are at most half of the shop's: a category
   * holding no term that contains a word's searched part holds no product that does. None when
   * more may, or when a word is also looked for otherwise (`searchedParts`).
   */
  async function categoriesHolding(
    slots: readonly SearchSlot[],
    stems: ReadonlyMap<string, string> | undefined,
  ): Promise<string[] | undefined> {
    const partsOf = (word: string) => searchedParts(word, stems?.get(word));
    const parts = [...new Set(slots.flat(2).flatMap((word) => partsOf(word) ?? []))];
    if (parts.length === 0) return undefined;
    const found = (await db.execute(sql`
      select searched.part, held.category_id, (select count(*) from ${categories})::int as categories
      from unnest(${sql.param(parts)}::text[], ${sql.param(parts.map((part) => `%${escapeLike(part)}%`))}::text[]) as searched(part, pattern)
      left join lateral (
        select distinct ${categoryTerms.categoryId} as category_id from ${categoryTerms}
        where ${categoryTerms.term} like searched.pattern or ${categoryTerms.term} = ''
      ) as held on true`)) as unknown as { rows: { part: string; category_id: string | null; categories: number }[] };
    const holding = new Map<string, Set<string>>(parts.map((part) => [part, new Set()]));
    for (const row of found.rows) if (row.category_id) holding.get(row.part)!.add(row.category_id);
    // A word: the categories holding any of its parts; an alternative: those holding all its words;
    // a slot: any of its alternatives; the search: every slot (undefined: any category).
    const union = (sets: (Set<string> | undefined)[]) =>
      sets.includes(undefined) ? undefined : new Set(sets.flatMap((set) => [...set!]));
    const intersection = (sets: (Set<string> | undefined)[]) =>
      sets.reduce<Set<string> | undefined>(
        (all, set) =>
          all === undefined ? set : set === undefined ? all : new Set([...all].filter((id) => set.has(id))),
        undefined,
      );
    const ofWord = (word: string) => {
      const wordParts = partsOf(word);
      return wordParts && union(wordParts.map((part) => holding.get(part)));
    };
    const held = intersection(slots.map((slot) => union(slot.map((words) => intersection(words.map(ofWord))))));
    const shop = found.rows[0]?.categories ?? 0;
    return held && held.size * 2 <= shop ? [...held] : undefined;
  }

  const preparedCards = new Map<string, ReturnType<typeof prepareCards>>();
  const preparedCounts = new Map<string, ReturnType<typeof prepareCount>>();
  const productBySlug = productQuery(eq(products.slug, sql.placeholder('slug'))).prepare('catalogue_product_by_slug');
  const productBySlugOrId = productQuery(
    or(eq(products.id, sql.placeholder('id')), eq(products.slug, sql.placeholder('slug'))),
  ).prepare('catalogue_product_by_slug_or_id');

  return {
    /** The categories in the menus: those holding a public product, themselves or in a sub-category. */
    listCategories() {
      return db.select().from(categories).where(categoryPublic).orderBy(asc(categories.position), asc(categories.name));
    },

    categoriesHolding,

    listProductCards(filter: ProductFilter, sort: ProductSort, limit: number, offset = 0) {
      const shape = preparedShape(filter);
      const key = `${sort}:${shape}`;
      let statement = shape === null ? undefined : preparedCards.get(key);
      if (!statement && shape !== null && preparedCards.size < MAX_PREPARED_SHAPES) {
        statement = prepareCards(filter, sort, shape);
        preparedCards.set(key, statement);
      }
      if (statement) return statement.execute({ ...paramsOf(filter), limit, offset });
      return cardQuery()
        .where(whereOf(filter))
        .orderBy(...orderOf(sort))
        .limit(limit)
        .offset(offset);
    },

    /**
     * A search's page of cards and how many products match, counted up to SEARCH_COUNT_LIMIT + 1
     * (more than the limit: "more"). Best match first: the products whose name or brand hold the
     * whole search, then the others (description, category, colours…), each by biggest discount;
     * or a category page's sort.
     *
     * A search is read in one query when few products match: all its matches (up to the limit),
     * sorted. A common one (more matches than that) is read along its sort's index until the
     * page is full, looking at no more than SEARCH_WALK_ROWS rows; a page not found there has few
     * matches, which its text indexes read. PostgreSQL cannot tell the two apart by itself: it
     * estimates "gul ahmed" as two independent words and reads every Gul Ahmed product to sort
     * them (decision 0045). A common search's first read also says how far along each sort its
     * first pages lie (`bounds`); given back with `common`, a walk looks no further than that, and
     * as far as that, before it tries the other ways. It also says how many of its matches are
     * best matches: when the best ones are few in all (FEW_BEST_MATCHES), they are read from the
     * name and brand's index without a walk that would pass many rows for each, or find none
     * ("and", "amshed" of "jamshed": no name holds them as words).
     */
    async searchCards(
      filter: ProductFilter,
      plan: SearchPlan,
      sort: SearchSort,
      limit: number,
      offset = 0,
      { common = false }: { common?: boolean | SearchBounds } = {},
    ) {
      const order = (t: SortKeys & { best: SQLWrapper }) =>
        sort === 'relevance' ? [sql`${t.best} desc`, ...orderOf('discount', t)] : orderOf(sort, t);
      let bounds = typeof common === 'object' ? common : undefined;
      // (`common`: known to be common, from an earlier page or sort of the same search)
      if (!common) {
        // The matches (as many as are counted) with what they are sorted by, then the page of them.
        const matches = db.$with('matches').as(
          db
            .select({
              id: products.id,
              best: sql<boolean>`${inTitle(plan, { indexed: false })}`.as('best'),
              discountPercent: products.discountPercent,
              price: products.price,
              createdAt: products.createdAt,
            })
            .from(products)
            .where(whereOf(filter))
            .limit(SEARCH_MATCHES_READ),
        );
        const shown = db.$with('shown').as(
          db
            .select()
            .from(matches)
            .orderBy(...order(matches))
            .limit(limit)
            .offset(offset),
        );
        const wantedRows = offset + limit;
        const valueAt = (column: SQLWrapper, direction: SQL) =>
          sql`(select ${column} from ${matches} order by ${column} ${direction} offset ${wantedRows - 1} limit 1)`;
        const count = sql`(select count(*) from ${matches})`;
        // (only for a common search, whose page lies among its first matches: a rare one is read whole here)
        const boundsRead = sql<ReadBounds | null>`case when ${count} >= ${SEARCH_MATCHES_READ} and ${wantedRows <= SEARCH_MATCHES_READ} then json_build_object(
          'price-asc', ${valueAt(matches.price, sql`asc`)},
          'price-desc', ${valueAt(matches.price, sql`desc`)},
          'discount', ${valueAt(matches.discountPercent, sql`desc nulls last`)},
          'newest', ${valueAt(matches.createdAt, sql`desc nulls last`)}::text,
          'best', (select count(*) from ${matches} where ${matches.best})) end`;
        const found = await db
          .with(matches, shown)
          .select({ ...cardColumns, total: sql<number>`${count}`.mapWith(Number), bounds: boundsRead })
          .from(shown)
          .innerJoin(products, eq(products.id, shown.id))
          .innerJoin(topCategory, eq(topCategory.id, products.topCategoryId))
          .leftJoin(brands, eq(brands.id, products.brandId))
          .orderBy(...order(shown));
        const rows = found.map(({ total: _total, bounds: _bounds, ...card }) => card);
        const total = found[0]?.total ?? (offset === 0 ? 0 : await countUpTo(filter, SEARCH_MATCHES_READ));
        if (total < SEARCH_MATCHES_READ) return { rows, total };
        const read = found[0]?.bounds;
        if (read) bounds = { rows: wantedRows, ...read };
      }
      const total = SEARCH_MATCHES_READ;

      // A common search: each part of the page along its sort's index.
      const { search: slots = [], stems, ...unsearched } = filter;
      const page = async (
        where: SQL | undefined,
        fallback: SQL | undefined,
        by: ProductSort,
        wanted: number,
        { walk: walking = true } = {},
      ) => {
        if (wanted <= 0) return [];
        const orderBy = sql.join(orderOf(by), sql`, `);
        /** The page's cards: the first of `rows` (a sub-query named as the table) holding `where`, in the sort's order. */
        const firstOf = (rows: SQL, where: SQL | undefined) =>
          cardQuery()
            .where(
              sql`${products.id} in (select ${products.id} from ${rows} where ${where ?? sql`true`} order by ${orderBy} limit ${wanted})`,
            )
            .orderBy(...orderOf(by));
        const columns = sql`${products.id}, ${products.searchVector}, ${products.searchTerms}, ${products.sizes}, ${products.discountPercent}, ${products.price}, ${products.createdAt}`;
        // The rows up to where the search's first read found its page: as far as they go. (Fewer
        // than a page there: the catalogue changed since, and the other ways read it.) Along the
        // price, where the cheapest products are of a few categories (beauty, accessories), only
        // the categories that may hold the words, each along its own order, merged.
        if (bounds && by === sort && wanted <= bounds.rows) {
          const within = and(whereOf(unsearched), withinBound(by, bounds));
          const held = by === 'price-asc' || by === 'price-desc' ? await categoriesHolding(slots, stems) : undefined;
          const byCategory = (id: string) =>
            sql`(select ${columns} from ${products} where ${and(within, eq(products.categoryId, id), where)} order by ${orderBy})`;
          // (none held: the terms know of no category holding the words, and the other ways make sure)
          const walk = !held
            ? await firstOf(sql`(select ${columns} from ${products} where ${within}) as ${products}`, where)
            : held.length > 0
              ? await firstOf(sql`(${sql.join(held.map(byCategory), sql` union all `)}) as ${products}`, undefined)
              : [];
          if (walk.length >= wanted) return walk;
        }
        // The sort's first rows, with what the search's conditions read.
        if (walking) {
          const walked = sql`(select ${columns} from ${products} where ${whereOf(unsearched)} order by ${orderBy} limit ${searchWalkRows}) as ${products}`;
          const walk = await firstOf(walked, where);
          if (walk.length >= wanted) return walk;
        }
        // Few matches along the sort: all of them, read through the text indexes, then sorted.
        // (`offset 0` keeps them a query of their own: left to itself, PostgreSQL would walk the
        // sort's index on past them.)
        const found = sql`(select ${products.id}, ${products.discountPercent}, ${products.price}, ${products.createdAt} from ${products} where ${and(whereOf(unsearched), fallback)} offset 0) as ${products}`;
        return firstOf(found, undefined);
      };
      const wanted = offset + limit;
      const matched = searchFound(slots, stems);
      const walkedMatch = searchFound(slots, stems, { walked: true });
      if (sort !== 'relevance')
        return { rows: (await page(walkedMatch, matched, sort, wanted)).slice(offset), total, bounds };
      const best = inTitle(plan, { indexed: false });
      const bestIndexed = inTitle(plan, { indexed: true });
      // (the best matches may be few, as the first read found no more: when they are, read from
      // their own index without a walk that would pass many rows for each)
      const few =
        bounds !== undefined &&
        bounds.best <= FEW_BEST_MATCHES &&
        (await countWhere(and(whereOf(unsearched), bestIndexed), FEW_BEST_MATCHES + 1)) <= FEW_BEST_MATCHES;
      const first = await page(best, bestIndexed, 'discount', wanted, { walk: !few });
      const rest = await page(and(walkedMatch, not(best)), and(matched, not(best)), 'discount', wanted - first.length);
      return { rows: [...first, ...rest].slice(offset, wanted), total, bounds };
    },

    /**
     * Each word's English stem, as the products' search document holds it ("kurtas": "kurta"), ''
     * for a stop word (none); a word of several stems is left out.
     */
    async stemsOf(words: readonly string[]): Promise<Map<string, string>> {
      if (words.length === 0) return new Map();
      const rows = (await db.execute(sql`
        select typed.word, tsvector_to_array(to_tsvector('english', typed.word)) as stems
        from unnest(${sql.param([...words])}::text[]) as typed(word)`)) as unknown as {
        rows: { word: string; stems: string[] }[];
      };
      return new Map(rows.rows.filter((row) => row.stems.length <= 1).map((row) => [row.word, row.stems[0] ?? '']));
    },

    /**
     * For each word, the word of a product name or brand it most likely misspells ("khadi":
     * "khaadi"), itself when it is one, or none when none is close (trigram similarity).
     */
    async closestWords(words: string[]): Promise<Map<string, string>> {
      if (words.length === 0) return new Map();
      const rows = (await db.execute(sql`
        select typed.word as typed, closest.word as closest
        from unnest(${sql.param(words)}::text[]) as typed(word)
        cross join lateral (
          select ${searchWords.word} as word from ${searchWords}
          where ${searchWords.word} % typed.word
          order by similarity(${searchWords.word}, typed.word) desc, ${searchWords.word}
          limit 1
        ) as closest`)) as unknown as { rows: { typed: string; closest: string }[] };
      return new Map(rows.rows.map((row) => [row.typed, row.closest]));
    },

    /** The admin's synonym lists, as typed. */
    async listSynonymTerms(): Promise<string[]> {
      const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms);
      return rows.map((row) => row.terms);
    },

    /**
     * What a search's matches hold, counted in one statement over them: each brand, each
     * (category, top category) pair, each size and each minimum discount step with its products.
     * Every match is read once (GROUP BY, not a query per option); the service caches the answer.
     */
    async countFacets(filter: ProductFilter, discountSteps: readonly number[]): Promise<FacetRow[]> {
      const result = (await db.execute(sql`
        with matches as materialized (
          select ${products.brandId} as brand_id, ${products.categoryId} as category_id,
            ${products.topCategoryId} as top_category_id, ${sizesInStock} as sizes,
            ${products.discountPercent} as discount_percent
          from ${products} where ${whereOf(filter)}
        )
        select 'brand' as kind, brand_id::text as key, null as parent, count(*)::int as count
          from matches where brand_id is not null group by brand_id
        union all
        select 'category', category_id::text, top_category_id::text, count(*)::int
          from matches group by category_id, top_category_id
        union all
        select 'size', size, null, count(*)::int
          from matches cross join lateral unnest(matches.sizes) as size group by size
        union all
        select 'discount', step::text, null, count(*)::int
          from matches join unnest(${sql.param([...discountSteps])}::int[]) as step on matches.discount_percent >= step
          group by step`)) as unknown as { rows: FacetRow[] };
      return result.rows;
    },

    /**
     * How many products match, counting no further than `limit`: a search for a word most
     * products contain stops after `limit` matches instead of reading the whole table.
     */
    countProductsUpTo: countUpTo,

    async countProducts(filter: ProductFilter): Promise<number> {
      const shape = preparedShape(filter);
      let statement = shape === null ? undefined : preparedCounts.get(shape);
      if (!statement && shape !== null && preparedCounts.size < MAX_PREPARED_SHAPES) {
        statement = prepareCount(filter, shape);
        preparedCounts.set(shape, statement);
      }
      const [row] = statement
        ? await statement.execute(paramsOf(filter))
        : await db.select({ total: count() }).from(products).where(whereOf(filter));
      return row?.total ?? 0;
    },

    async findProduct(slugOrId: string) {
      const [row] = isUuid(slugOrId)
        ? await productBySlugOrId.execute({ id: slugOrId, slug: slugOrId })
        : await productBySlug.execute({ slug: slugOrId });
      return row;
    },

    /** The id of the `position`-th public product in id order (1 is the first), or null past the end. */
    async productIdBefore(position: number): Promise<string | null> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(productListed)
        .orderBy(asc(products.id))
        .offset(position - 1)
        .limit(1);
      return row?.id ?? null;
    },

    /** One batch of public product addresses in id order, after `afterId` (keyset paging for the sitemap). */
    listProductSlugs(afterId: string | null, limit: number) {
      return db
        .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(and(productListed, afterId ? gt(products.id, afterId) : undefined))
        .orderBy(asc(products.id))
        .limit(limit);
    },

    listBanners() {
      return db
        .select()
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(asc(banners.position), asc(banners.createdAt));
    },

    /** The public brands; a brand still waiting for its first public product is not one. */
    listBrands() {
      return db.select().from(brands).where(brandPublic).orderBy(asc(brands.name));
    },

    /** The brand at this slug, or the one that had it before a rename (its page moves to the new slug). */
    async findBrandBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(brands)
        .where(and(eq(brands.slug, slug), brandPublic))
        .limit(1);
      if (row) return row;
      const [renamed] = await db
        .select({ brand: brands })
        .from(brandSlugHistory)
        .innerJoin(brands, eq(brands.id, brandSlugHistory.brandId))
        .where(and(eq(brandSlugHistory.oldSlug, slug), brandPublic))
        .limit(1);
      return renamed?.brand;
    },

    async distinctWebsites(): Promise<string[]> {
      const rows = await db.selectDistinct({ value: products.website }).from(products).where(productListed);
      return rows.map((r) => r.value);
    },

    async distinctBrandNames(): Promise<string[]> {
      const rows = await db.selectDistinct({ value: products.brandName }).from(products).where(productListed);
      return rows.map((r) => r.value);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type ProductCardRow = Awaited<ReturnType<CatalogueRepository['listProductCards']>>[number];
export type ProductDetailRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findProduct']>>>;
