import { howToMeasureOf } from '@onsale/core/size-charts';
import type { Paged } from '@onsale/core/contracts/api';
import { colorImagesOf } from '@onsale/core/color-images';
import { BRAND_MATCH_RULES, brandMatches, type BrandMatchField, type BrandMatchRule } from '@onsale/core/brand-match';
import type {
  Banner,
  Brand,
  BrandProducts,
  CategoryNode,
  CategoryPage,
  CategoryProductsQuery,
  ProductCard,
  ProductDetail,
  ProductListing,
  ProductSort,
  SearchFilterCounts,
  SearchFilters,
  SearchSuggestion,
} from '@onsale/core/contracts/catalogue';
import {
  CATEGORY_NOT_FOUND,
  DISCOUNT_STEPS,
  PRODUCT_NOT_FOUND,
  SEARCH_COUNT_LIMIT,
} from '@onsale/core/contracts/catalogue';
import { rupeesToPaisa } from '@onsale/core/money';
import { brandNameFromSegment } from '@onsale/core/slug';
import { ratingAverage } from '@onsale/core/rating';
import { compareSizes } from '@onsale/core/sizes';
import {
  planSearch,
  searchWords,
  SUGGESTION_LIMIT,
  synonymGroupOf,
  type SearchPlan,
  type SearchSort,
  type SynonymGroup,
} from '@onsale/core/search-query';
import { LRUCache } from 'lru-cache';
import { notFound } from '../../http/errors';
import type {
  CatalogueRepository,
  FacetRow,
  ProductCardRow,
  ProductDetailRow,
  ProductFilter,
  SearchBounds,
} from './catalogue.repository';
import { forgetChange, PRODUCT_PAGES, type CatalogueChange, type CatalogueChanged } from './catalogue-changes';
import { ResponseCache, type CountedCache } from './response-cache';

/** A product row's fields that every product list shows: the shop's cards and the admins' list. */
export function toProductListing(
  row: Pick<
    ProductCardRow,
    'categorySlug' | 'categoryName' | 'image' | 'price' | 'originalPrice' | 'discountPercent' | 'onSale' | 'stock'
  >,
): ProductListing {
  return {
    category: row.categorySlug,
    categoryName: row.categoryName,
    image: row.image,
    price: row.price,
    originalPrice: row.originalPrice,
    discountPercent: row.discountPercent,
    onSale: row.onSale,
    stock: row.stock,
  };
}

// Cards and pages are built with Object.assign, not object spread: V8 may copy a spread into the
// old generation at once, where it holds the row's text alive through every young collection
// until the next full one (decision 0035).
export function toProductCard(row: ProductCardRow): ProductCard {
  return Object.assign(
    {
      id: row.id,
      slug: row.slug,
      name: row.name,
      brand: row.brandName,
      brandSlug: row.brandSlug,
      website: row.website,
    },
    toProductListing(row),
    {
      keywords: row.keywords,
      ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
      ratingCount: row.ratingCount,
      createdAt: row.createdAt.toISOString(),
    },
  );
}

function toProductDetail(row: ProductDetailRow): ProductDetail {
  return Object.assign(toProductCard(row), {
    description: row.description,
    longDescription: row.longDescription,
    sizes: row.sizes,
    colors: row.colors,
    gallery: row.gallery,
    videoUrl: row.videoUrl,
    featured: row.featured,
    source: row.source,
    sellerId: row.sellerId,
    subcategory:
      row.subcategorySlug && row.subcategoryName ? { slug: row.subcategorySlug, name: row.subcategoryName } : null,
    updatedAt: row.updatedAt.toISOString(),
    lowestPrice30d: row.lowestPrice30d,
    claimedOriginalPrice: row.claimedOriginalPrice,
    claimedDiscountPercent: row.claimedDiscountPercent,
    discountCorrected: row.discountCorrection != null,
    variants: row.variants,
    colorImages: colorImagesOf(row.colors, row.colorImages),
    sizeChart:
      row.sizeChart && Object.assign(row.sizeChart, { howToMeasure: howToMeasureOf(row.sizeChart.howToMeasure) }),
  });
}

/**
 * A search's page: `totalCapped` when `total` is the count limit and more products match;
 * `correctedQuery` when nothing matched the words as typed and these are the results for their
 * closest spelling ("Showing results for khaadi").
 */
export type SearchPage = Paged<ProductCard> & { totalCapped?: boolean; correctedQuery?: string };

export interface SearchOptions {
  sort?: SearchSort;
  /** the words as typed only: no spelling correction */
  exact?: boolean;
  /** brand, category, size, price (rupees) and minimum discount, as the category page takes them */
  filters?: SearchFilters;
}

/** Whether a search asks for any filter. */
export const filtered = (filters: SearchFilters = {}): boolean =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

/** Sorts brands and categories as the filters list them: most products first, then by name. */
const byCountThenName = (a: { count: number; name: string }, b: { count: number; name: string }) =>
  b.count - a.count || a.name.localeCompare(b.name);

/** The filters a category page and a search both take (prices in rupees). */
type ListFilters = Pick<SearchFilters, 'brand' | 'size' | 'minPrice' | 'maxPrice' | 'minDiscount'>;

/**
 * A list's brand, size, price and discount filters as the product filter narrows by (prices in
 * paisa). Only the filters asked for: the cache keys of equal lists stay equal. An unknown brand
 * slug matches no brand, so no product.
 */
function listNarrowing(filters: ListFilters): ProductFilter {
  const narrowing: ProductFilter = {
    brandSlug: filters.brand,
    size: filters.size,
    minPrice: filters.minPrice != null ? rupeesToPaisa(filters.minPrice) : undefined,
    maxPrice: filters.maxPrice != null ? rupeesToPaisa(filters.maxPrice) : undefined,
    minDiscount: filters.minDiscount,
  };
  return Object.fromEntries(Object.entries(narrowing).filter(([, value]) => value !== undefined));
}

/** A category's products: a top category holds its sub-categories'. */
const categoryNarrowing = (category: { id: string; parentId: string | null }): ProductFilter =>
  category.parentId ? { categoryId: category.id } : { topCategoryId: category.id };

const MB = 1024 * 1024;
/** A search's first results, read at once: its first three pages of 24 (`search`). */
const SEARCH_WINDOW = 72;

/**
 * Lists (home, category pages, searches) are few and asked for again and again; product pages
 * are many and each is asked for rarely, so they get a small budget of their own.
 */
export function createCatalogueService(
  repository: CatalogueRepository,
  cache = new ResponseCache({
    name: 'catalogue',
    // Room for every category page's sorts and first pages: an evicted list is a query (decision 0012).
    maxBytes: 24 * MB,
    partitions: {
      [PRODUCT_PAGES]: { maxBytes: 2 * MB, repeatedOnly: true },
      // Searches are many (every term and page) and each is asked for less often than a list:
      // they are kept for a minute, as long as browsers keep them anyway (decision 0012).
      'search:': { maxBytes: 24 * MB, ttlMs: 60_000 },
    },
  }),
) {
  async function categoryTree(): Promise<CategoryNode[]> {
    const rows = await categoryRows();
    const nodes = new Map(
      rows.map((row) => [
        row.id,
        { id: row.id, slug: row.slug, name: row.name, image: row.image, children: [] as CategoryNode[] },
      ]),
    );
    const roots: CategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parentId ? nodes.get(row.parentId) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  }

  /** Every page and sort of one filter shares its count: counting is the costly half of a page. */
  function countOf(filter: ProductFilter): Promise<number> {
    return cache.get(`count:${JSON.stringify(filter)}`, () => repository.countProducts(filter));
  }

  async function pagedCards(
    filter: ProductFilter,
    sort: ProductSort,
    page: number,
    pageSize: number,
  ): Promise<Paged<ProductCard>> {
    const offset = (page - 1) * pageSize;
    const rows = await repository.listProductCards(filter, sort, pageSize, offset);
    // A page that is not full is the last one: its total needs no count (most searches end here).
    const total =
      rows.length < pageSize && (rows.length > 0 || page === 1) ? offset + rows.length : await countOf(filter);
    return { data: rows.map(toProductCard), page, pageSize, total };
  }

  /** The admin's synonym lists as groups of phrases, read once for every search until the catalogue changes. */
  const synonymGroups = () =>
    cache.get('search-synonyms', async () =>
      (await repository.listSynonymTerms())
        .map(synonymGroupOf)
        .filter((group): group is SynonymGroup => group !== null),
    );

  /** The search with each word spelled as the closest word of a product name or brand, when one differs. */
  async function corrected(plan: SearchPlan): Promise<string | null> {
    const closest = await repository.closestWords(plan.words);
    const words = plan.words.map((word) => closest.get(word) ?? word);
    return words.some((word, index) => word !== plan.words[index]) ? words.join(' ') : null;
  }

  /**
   * A search read as planned, or as its closest spelling when its words alone match nothing and
   * the corrected words match something: the one rule of `search` and `searchFilters`, so results
   * and their counts are never corrected differently. `wordsMatch` tells from an answer, asking
   * the database only when the answer cannot tell, whether a plan's words alone match a product.
   * Null for a search of no words.
   */
  async function readCorrected<Answer>(
    term: string,
    exact: boolean,
    read: (plan: SearchPlan) => Promise<Answer>,
    wordsMatch: (answer: Answer, plan: SearchPlan) => boolean | Promise<boolean>,
  ): Promise<{ answer: Answer; correctedQuery?: string } | null> {
    const groups = await synonymGroups();
    const plan = planSearch(term, groups);
    if (plan.slots.length === 0) return null;
    const answer = await read(plan);
    if (exact || (await wordsMatch(answer, plan))) return { answer };
    const spelling = await corrected(plan);
    if (!spelling) return { answer };
    const respelt = planSearch(spelling, groups);
    const again = await read(respelt);
    return (await wordsMatch(again, respelt)) ? { answer: again, correctedQuery: spelling } : { answer };
  }

  /** Each word's English stem ('' for a stop word, none for several), asked of the database once per word: a word's stem never changes. */
  const knownStems = new LRUCache<string, { stem: string | undefined }>({ max: 50_000 });

  /** The sale products holding a plan's words: its slots, with their words' stems (`ProductFilter.stems`). */
  async function holdingWords(plan: SearchPlan): Promise<ProductFilter> {
    const words = [...new Set(plan.slots.flat(2))];
    const unknown = words.filter((word) => !knownStems.has(word));
    if (unknown.length > 0) {
      const found = await repository.stemsOf(unknown);
      for (const word of unknown) knownStems.set(word, { stem: found.get(word) });
    }
    const stems = new Map<string, string>();
    for (const word of words) {
      const stem = knownStems.get(word)?.stem;
      if (stem !== undefined) stems.set(word, stem);
    }
    return { onSale: true, search: plan.slots, stems };
  }

  /** Whether a plan's words alone, unfiltered, match any sale product. */
  const anyMatch = async (plan: SearchPlan) => (await repository.countProductsUpTo(await holdingWords(plan), 1)) > 0;

  const brandList = (): Promise<Brand[]> =>
    cache.get('brands', async () =>
      (await repository.listBrands()).map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        logo: b.logo,
        websiteValue: b.websiteValue,
        description: b.description,
      })),
    );

  const categoryRows = () => cache.get('category-rows', () => repository.listCategories());

  /** Finds the brand's products by the first field and rule that find any (spec section 5). */
  async function matchBrand(
    wanted: string,
    fields: BrandMatchField[],
  ): Promise<{ filter: ProductFilter; field: BrandMatchField; rule: BrandMatchRule } | null> {
    for (const field of fields) {
      const values = await fieldValues(field);
      for (const rule of BRAND_MATCH_RULES) {
        const matched = values.filter((value) => brandMatches(rule, value.text, wanted));
        if (matched.length > 0) {
          const keys = matched.map((value) => value.key);
          const filter: ProductFilter =
            field === 'website' ? { websites: keys } : field === 'brand' ? { brandNames: keys } : { categoryIds: keys };
          return { filter, field, rule };
        }
      }
    }
    return null;
  }

  async function fieldValues(field: BrandMatchField): Promise<{ text: string; key: string }[]> {
    if (field === 'website') return (await repository.distinctWebsites()).map((value) => ({ text: value, key: value }));
    if (field === 'brand') return (await repository.distinctBrandNames()).map((value) => ({ text: value, key: value }));
    return (await categoryRows()).flatMap((category) => [
      { text: category.slug, key: category.id },
      { text: category.name, key: category.id },
    ]);
  }

  /**
   * Searches known to match more products than are counted (by their plan), for a minute as their
   * answers are: their other sorts and pages skip reading a thousand matches to learn it again,
   * and walk their sort no further than their first read found their first pages (`SearchBounds`).
   */
  const commonSearches = new LRUCache<string, true | SearchBounds>({ max: 10_000, ttl: 60_000 });

  /**
   * A search's filters as the product filter narrows by, its category slug looked up as the
   * category page's is, or null when no product can match them (an unknown category).
   */
  async function narrowingOf(filters: SearchFilters): Promise<ProductFilter | null> {
    const narrowing = listNarrowing(filters);
    if (filters.category === undefined) return narrowing;
    const category = (await categoryRows()).find((row) => row.slug === filters.category);
    return category ? { ...categoryNarrowing(category), ...narrowing } : null;
  }

  /** The counted options as the filters list them: names from the cached brands and categories. */
  async function filterCounts(rows: FacetRow[]): Promise<SearchFilterCounts> {
    const brandsById = new Map((await brandList()).map((brand) => [brand.id, brand]));
    const allCategories = await categoryRows();
    const categoriesById = new Map(allCategories.map((row) => [row.id, row]));
    const categoryCounts = new Map<string, number>();
    const add = (id: string, count: number) => categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + count);
    const counts: SearchFilterCounts = { brands: [], categories: [], sizes: [], discounts: [] };
    for (const row of rows) {
      if (row.kind === 'brand') {
        const brand = brandsById.get(row.key);
        if (brand) counts.brands.push({ slug: brand.slug, name: brand.name, count: row.count });
      } else if (row.kind === 'category') {
        // A product in a sub-category counts there and in its top category.
        if (row.parent !== null) add(row.parent, row.count);
        if (row.key !== row.parent) add(row.key, row.count);
      } else if (row.kind === 'size') counts.sizes.push({ size: row.key, count: row.count });
    }
    for (const [id, count] of categoryCounts) {
      const category = categoriesById.get(id);
      if (!category) continue;
      const parent = category.parentId ? categoriesById.get(category.parentId) : undefined;
      counts.categories.push({ slug: category.slug, name: category.name, parent: parent?.slug ?? null, count });
    }
    counts.brands.sort(byCountThenName);
    counts.categories.sort(byCountThenName);
    counts.sizes.sort((a, b) => compareSizes(a.size, b.size));
    counts.discounts = DISCOUNT_STEPS.map((min) => ({
      min,
      count: rows.find((row) => row.kind === 'discount' && Number(row.key) === min)?.count ?? 0,
    }));
    return counts;
  }

  /** Tells the other app nodes of this node's changes (none with the embedded database: one node). */
  let tellOtherNodes: CatalogueChanged = () => {};
  /** Others' caches built from the catalogue's answers (the rendered storefront pages), forgotten with them. */
  const followers: CatalogueChanged[] = [];
  const forget = (change?: CatalogueChange) => {
    forgetChange(cache, change);
    if (!change || change.listsChanged) commonSearches.clear();
    for (const follower of followers) follower(change);
  };

  return {
    /** Its answers, kept here: the System page and `/metrics` read how often they serve. */
    answers: cache as CountedCache,

    /**
     * The one way a write says the catalogue changed (see CatalogueChange): this node forgets the
     * stale answers at once, and the other nodes hear of it (catalogue-channel.ts).
     */
    changed: (change?: CatalogueChange): void => {
      forget(change);
      tellOtherNodes(change);
    },

    /** What another node changed (none: anything may have), forgotten here without telling anyone. */
    heard(change?: CatalogueChange): void {
      forget(change);
    },

    /** Calls `follower` with every change this node makes or hears, right after forgetting its own stale answers. */
    follow(follower: CatalogueChanged): void {
      followers.push(follower);
    },

    tellOtherNodesWith(publish: CatalogueChanged): void {
      tellOtherNodes = publish;
    },

    categoryTree: () => cache.get('categories', categoryTree),

    categoryPage(slug: string, query: CategoryProductsQuery): Promise<CategoryPage> {
      return cache.get(`category:${slug}:${JSON.stringify(query)}`, async () => {
        // The category rows are few and cached: a page needs no query to find its category.
        const all = await categoryRows();
        const category = all.find((row) => row.slug === slug);
        if (!category) throw notFound(CATEGORY_NOT_FOUND);
        const tree = await cache.get('categories', categoryTree);
        const parentRow = category.parentId ? all.find((row) => row.id === category.parentId) : undefined;
        const node = tree.find((root) => root.id === category.id);
        const filter: ProductFilter = { ...categoryNarrowing(category), ...listNarrowing(query) };
        const paged = await pagedCards(filter, query.sort, query.page, query.pageSize);
        return {
          data: {
            category: {
              id: category.id,
              slug: category.slug,
              name: category.name,
              image: category.image,
              parent: parentRow ? { slug: parentRow.slug, name: parentRow.name } : null,
              children: (node?.children ?? []).map((child) => ({
                slug: child.slug,
                name: child.name,
                image: child.image,
              })),
            },
            products: paged.data,
          },
          page: paged.page,
          pageSize: paged.pageSize,
          total: paged.total,
        };
      });
    },

    topDiscounted(limit: number): Promise<ProductCard[]> {
      return cache.get(`top-discounted:${limit}`, async () =>
        (await repository.listProductCards({ onSale: true, inStock: true }, 'discount', limit)).map(toProductCard),
      );
    },

    featured(limit: number): Promise<ProductCard[]> {
      return cache.get(`featured:${limit}`, async () =>
        (await repository.listProductCards({ featured: true, inStock: true }, 'newest', limit)).map(toProductCard),
      );
    },

    product(slugOrId: string): Promise<ProductDetail> {
      return cache.get(
        `${PRODUCT_PAGES}${slugOrId}`,
        async () => {
          const row = await repository.findProduct(slugOrId);
          if (!row) throw notFound(PRODUCT_NOT_FOUND);
          return toProductDetail(row);
        },
        (product) => [product.id],
      );
    },

    /** Every product's address and last change, in batches, up to `limit` (read fresh: crawlers come rarely). */
    /** How many products the catalogue holds (for the sitemap's files). */
    productCount(): Promise<number> {
      return countOf({});
    },

    /** Product addresses in id order, `skip` of them left out first, in batches. */
    async *productAddresses(
      limit: number,
      batchSize = 5000,
      skip = 0,
    ): AsyncGenerator<{ slug: string; updatedAt: Date }[]> {
      let afterId: string | null = skip > 0 ? await repository.productIdBefore(skip) : null;
      if (skip > 0 && afterId === null) return;
      let left = limit;
      while (left > 0) {
        const rows = await repository.listProductSlugs(afterId, Math.min(batchSize, left));
        if (rows.length === 0) return;
        yield rows;
        left -= rows.length;
        afterId = rows[rows.length - 1]!.id;
      }
    },

    banners(): Promise<Banner[]> {
      return cache.get('banners', async () =>
        (await repository.listBanners()).map((b) => ({
          id: b.id,
          title: b.title,
          description: b.description,
          image: b.image,
          link: b.link,
        })),
      );
    },

    brands: brandList,

    /**
     * Sale products holding every word of the search, in any order, as a word of the same stem
     * or as a substring, with the shop's synonyms; best match first unless another sort is asked
     * for. When nothing matches, the search as its closest spelling (decision 0045).
     */
    search(
      term: string,
      page: number,
      pageSize: number,
      { sort = 'relevance', exact = false, filters = {} }: SearchOptions = {},
    ) {
      const keyOf = (at: number) =>
        `search:${term.trim().toLowerCase()}:${sort}:${exact}:${at}:${pageSize}:${JSON.stringify(filters)}`;
      return cache.get(keyOf(page), async (): Promise<SearchPage> => {
        const mark = cache.mark();
        const narrowing = await narrowingOf(filters);
        if (narrowing === null) return { data: [], page, pageSize, total: 0 };
        // The first pages are read at once (each would cost as much as all of them) and kept,
        // as a shopper reading on asks for them next; a later page is read alone.
        const inWindow = page * pageSize <= SEARCH_WINDOW;
        const read = async (words: SearchPlan) => {
          const filter: ProductFilter = { ...narrowing, ...(await holdingWords(words)) };
          const known = JSON.stringify(filter);
          const found = await repository.searchCards(
            filter,
            words,
            sort,
            inWindow ? SEARCH_WINDOW : pageSize,
            inWindow ? 0 : (page - 1) * pageSize,
            { common: commonSearches.get(known) },
          );
          if (found.total > SEARCH_COUNT_LIMIT) commonSearches.set(known, found.bounds ?? true);
          return found;
        };
        // Filters that keep none of the words' matches are no misspelling: only words nothing matches are corrected.
        const searched = await readCorrected(
          term,
          exact,
          read,
          (found, words) => found.total > 0 || (filtered(filters) && anyMatch(words)),
        );
        if (searched === null) return { data: [], page, pageSize, total: 0 };
        const { answer: found, correctedQuery } = searched;
        const cards = found.rows.map(toProductCard);
        // Counted up to SEARCH_COUNT_LIMIT (decision 0012).
        const total =
          found.total > SEARCH_COUNT_LIMIT ? { total: SEARCH_COUNT_LIMIT, totalCapped: true } : { total: found.total };
        const pageOf = (at: number, data: ProductCard[]): SearchPage => ({
          data,
          page: at,
          pageSize,
          ...total,
          ...(correctedQuery ? { correctedQuery } : {}),
        });
        if (!inWindow) return pageOf(page, cards);
        const pageAt = (at: number) => pageOf(at, cards.slice((at - 1) * pageSize, at * pageSize));
        for (let at = 1; at * pageSize <= SEARCH_WINDOW; at += 1)
          if (at !== page) cache.prime(keyOf(at), pageAt(at), mark);
        return pageAt(page);
      });
    },

    /**
     * The filters of a search's results with how many each keeps: its words only, whatever filters
     * are chosen, so one answer serves every combination; corrected as `search` is (decision 0048).
     */
    searchFilters(term: string, { exact = false }: { exact?: boolean } = {}): Promise<SearchFilterCounts> {
      return cache.get(`search:filters:${term.trim().toLowerCase()}:${exact}`, async () => {
        const counted = await readCorrected(
          term,
          exact,
          async (plan) => repository.countFacets(await holdingWords(plan), DISCOUNT_STEPS),
          (rows) => rows.length > 0,
        );
        if (counted === null) return filterCounts([]);
        const counts = await filterCounts(counted.answer);
        return counted.correctedQuery ? { ...counts, correctedQuery: counted.correctedQuery } : counts;
      });
    },

    /**
     * What the header's search box offers for what a shopper has typed so far: up to two brands
     * and two categories whose names hold every word typed (the last as a prefix of a word), then
     * the best-matching sale products, eight in all.
     */
    suggestions(term: string): Promise<SearchSuggestion[]> {
      const typed = searchWords(term);
      return cache.get(`search:suggestions:${typed.join(' ')}`, async () => {
        if (typed.length === 0) return [];
        const holds = (name: string) => {
          const words = searchWords(name);
          return typed.every((word, index) =>
            index === typed.length - 1 ? words.some((w) => w.startsWith(word)) : words.includes(word),
          );
        };
        const brands: SearchSuggestion[] = (await brandList())
          .filter((brand) => holds(brand.name))
          .slice(0, 2)
          .map((brand) => ({ kind: 'brand', label: brand.name, href: `/brand/${encodeURIComponent(brand.slug)}` }));
        const categories: SearchSuggestion[] = (await categoryRows())
          .filter((category) => holds(category.name))
          .slice(0, 2)
          .map((category) => ({
            kind: 'category',
            label: category.name,
            href: `/category/${encodeURIComponent(category.slug)}`,
          }));
        const plan = planSearch(term, await synonymGroups());
        const room = SUGGESTION_LIMIT - brands.length - categories.length;
        const products: SearchSuggestion[] = (
          await repository.searchCards(await holdingWords(plan), plan, 'relevance', room)
        ).rows.map((card) => ({
          kind: 'product',
          label: card.name,
          href: `/product/${encodeURIComponent(card.slug)}`,
        }));
        return [...brands, ...categories, ...products];
      });
    },

    brandProducts(
      segment: string,
      alternative: boolean,
      page: number,
      pageSize: number,
    ): Promise<Omit<Paged<ProductCard>, 'data'> & { data: BrandProducts }> {
      return cache.get(`brand:${segment}:${alternative}:${page}:${pageSize}`, async () => {
        const brand = await repository.findBrandBySlug(segment);
        const wanted = brand?.websiteValue ?? brandNameFromSegment(segment);
        const fields: BrandMatchField[] = alternative ? ['website', 'brand', 'category'] : ['website', 'brand'];
        let match = await matchBrand(wanted, fields);
        // A brand's display name ("Gul Ahmed") can differ from its website value: try it too.
        if (!match && brand) match = await matchBrand(brand.name, fields);
        const paged = match
          ? await pagedCards(match.filter, 'discount', page, pageSize)
          : { data: [], page, pageSize, total: 0 };
        return {
          ...paged,
          data: {
            brand: brand
              ? {
                  id: brand.id,
                  slug: brand.slug,
                  name: brand.name,
                  logo: brand.logo,
                  websiteValue: brand.websiteValue,
                  description: brand.description,
                }
              : null,
            products: paged.data,
            match: match ? { field: match.field, rule: match.rule } : null,
          },
        };
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
