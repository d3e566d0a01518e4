import { z } from 'zod';
import { PRODUCT_SORTS } from '../product-sorts';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_NOT_READABLE,
  SEARCH_SORTS,
  SEARCH_TOO_LONG,
  SUGGESTION_MIN_LENGTH,
} from '../search-query';
import { SEARCH_TERM_REQUIRED } from '../storefront-texts';
import { textProblem } from '../text-input';
import { pageOf, pagingQuerySchema } from './api';
import { productPriceFactsSchema } from './prices';
import { productSizeChartSchema } from './size-charts';
import { oneLine } from './text';

/**
 * What every list of products shows of each beside its name, the shop's cards and the admins' list
 * alike: its top category, picture, price and stock. Money fields are integer paisa (Rs. 1,299 = 129900).
 */
export const productListingSchema = z.object({
  category: z.string(), // top category slug (men, women, …)
  categoryName: z.string(),
  image: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  discountPercent: z.number().int(),
  onSale: z.boolean(),
  stock: z.number().int(),
});
export type ProductListing = z.infer<typeof productListingSchema>;

/** One size × colour of a product and how many there are ('' where the product has no sizes or no colours). */
export const variantStockSchema = z.object({ size: z.string(), color: z.string(), stock: z.number().int() });

/** The picture a colour of a product shows, in the product's colour order (decision 0051). */
export const colorImageSchema = z.object({ color: z.string(), image: z.string() });

export const productCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  brandSlug: z.string().nullable(),
  website: z.string(),
  ...productListingSchema.shape,
  keywords: z.array(z.string()),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** `originalPrice`, `discountPercent` and `onSale` are what shoppers are shown (decision 0031); the detail adds the claim and the lowest earlier price. */
export const productDetailSchema = productCardSchema.extend({
  ...productPriceFactsSchema.shape,
  description: z.string(),
  longDescription: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  gallery: z.array(z.string()),
  videoUrl: z.string().nullable(),
  featured: z.boolean(),
  source: z.enum(['seller', 'manual', 'scraped']),
  sellerId: z.string().nullable(),
  subcategory: z.object({ slug: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
  /** its stock per size and colour; empty while its stock is not split (`stock` is what there is of any size) */
  variants: z.array(variantStockSchema),
  /** the colours that have a picture of their own, each with it */
  colorImages: z.array(colorImageSchema),
  /** the size chart the page shows: the product's own, else its category's default; null for none */
  sizeChart: productSizeChartSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  image: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const brandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  websiteValue: z.string(),
  description: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '../product-sorts';

const optionalRupees = () =>
  z.coerce
    .number({ error: 'must be a number of rupees' })
    .min(0, 'must be a number of rupees')
    .max(10_000_000, 'is too large')
    .optional();

/**
 * The filters a list of products takes, the category page's and the search page's alike: a brand
 * slug, a size, a price range in whole rupees (as the shopper types them) and a minimum discount.
 */
export const productFilterFields = {
  brand: z.string().max(80, 'is too long').check(oneLine()).optional(),
  size: z.string().max(20, 'is too long').check(oneLine()).optional(),
  minPrice: optionalRupees(),
  maxPrice: optionalRupees(),
  minDiscount: z.coerce
    .number({ error: 'must be a whole number from 0 to 100' })
    .int('must be a whole number from 0 to 100')
    .min(0, 'must be a whole number from 0 to 100')
    .max(100, 'must be a whole number from 0 to 100')
    .optional(),
};

/** Query of a category page; prices in the URL are whole rupees, as the shopper types them. */
export const categoryProductsQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(', ')}` }).default('discount'),
  ...productFilterFields,
});
export type CategoryProductsQuery = z.infer<typeof categoryProductsQuerySchema>;

export const categoryPageSchema = z.object({
  data: z.object({
    category: z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      image: z.string(),
      parent: z.object({ slug: z.string(), name: z.string() }).nullable(),
      children: z.array(z.object({ slug: z.string(), name: z.string(), image: z.string() })),
    }),
    products: z.array(productCardSchema),
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** A search counts its matches up to this many; beyond it the total reads "1,000+". */
export const SEARCH_COUNT_LIMIT = 1000;
export const searchResultsSchema = pageOf(productCardSchema).extend({
  /** true when more products match than `total` (the count stopped at SEARCH_COUNT_LIMIT) */
  totalCapped: z.boolean(),
  /** nothing matched the words as typed: these are the results for this spelling ("Showing results for khaadi") */
  correctedQuery: z.string().optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
/** What a shopper typed in a search box, refused in a shopper's words (never a field name). */
const searchText = (minLength: number, tooShort: string) =>
  z
    .string({ error: SEARCH_TERM_REQUIRED })
    .trim()
    .min(minLength, tooShort)
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .superRefine((value, ctx) => {
      if (textProblem(value, 'one')) ctx.addIssue({ code: 'custom', message: SEARCH_NOT_READABLE, input: value });
    });

/** '1': the words as typed, without spelling correction */
const exactField = z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional();

export const searchQuerySchema = pagingQuerySchema.extend({
  q: searchText(1, SEARCH_TERM_REQUIRED),
  sort: z.enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
  exact: exactField,
  ...productFilterFields,
  /** a category slug: a top category holds its sub-categories' products too */
  category: z.string().max(80, 'is too long').check(oneLine()).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
/** The filters of a search (prices in whole rupees), as its query names them. */
export type SearchFilters = Pick<SearchQuery, 'brand' | 'category' | 'size' | 'minPrice' | 'maxPrice' | 'minDiscount'>;

/** The minimum discounts a shopper may filter by, in percent. */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50, 60, 70] as const;

/** The filters a search's results offer, each with how many of its results it keeps (whatever filters are chosen). */
export const searchFiltersQuerySchema = z.object({ q: searchText(1, SEARCH_TERM_REQUIRED), exact: exactField });
const namedCount = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const searchFilterCountsSchema = z.object({
  /** by count, most first, then by name */
  brands: z.array(namedCount),
  /** top categories and sub-categories, by count then name; a top category counts its sub-categories' products */
  categories: z.array(namedCount.extend({ parent: z.string().nullable() })),
  /** in the shop's size order */
  sizes: z.array(z.object({ size: z.string(), count: z.number().int() })),
  /** products with at least `min` percent off */
  discounts: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  /** nothing matched the words as typed: these are the filters of this spelling's results, as /search answers */
  correctedQuery: z.string().optional(),
});
export type SearchFilterCounts = z.infer<typeof searchFilterCountsSchema>;

/** What the header's search box offers as a shopper types: products, brands and categories, each a link. */
export const SEARCH_SUGGESTION_KINDS = ['product', 'brand', 'category'] as const;
export const searchSuggestionSchema = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  label: z.string(),
  /** the shop's address it opens */
  href: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const suggestionsQuerySchema = z.object({
  q: searchText(SUGGESTION_MIN_LENGTH, `Type at least ${SUGGESTION_MIN_LENGTH} letters`),
});

export const brandProductsSchema = z.object({
  data: z.object({
    brand: brandSchema.nullable(),
    products: z.array(productCardSchema),
    match: z
      .object({
        field: z.enum(['website', 'brand', 'category']),
        rule: z.enum(['exact', 'normalised', 'partial', 'loose']),
      })
      .nullable(),
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BrandProducts = z.infer<typeof brandProductsSchema>['data'];
export const brandProductsQuerySchema = pagingQuerySchema.extend({
  alternative: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
});

export const listLimitQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number from 1 to 48' })
    .int('must be a whole number from 1 to 48')
    .min(1, 'must be a whole number from 1 to 48')
    .max(48, 'must be a whole number from 1 to 48')
    .default(12),
});

export { CATEGORY_NOT_FOUND, PRODUCT_NOT_FOUND, SEARCH_TERM_REQUIRED } from '../storefront-texts';
