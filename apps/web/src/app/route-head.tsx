import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { formatRupees } from '@onsale/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { brandParamsOf, brandProductsQuery } from '../features/brand/api/get-brand-products';
import { categoryPageQuery } from '../features/category/api/get-category-page';
import { parseCategoryFilters } from '../features/category/hooks/use-category-filters';
import { bannersQuery } from '../features/home/api/get-banners';
import { productQuery } from '../features/product/api/get-product';
import { ProductJsonLd } from '../features/product/components/product-json-ld';
import { searchParamsOf } from '../features/search/api/search-products';
import { PageHead, type PageHeadProps } from '../lib/seo/page-head';
import { SHOP_NAME } from '../lib/seo/use-page-meta';
import { useSite } from '../lib/ssr/site-context';

export const HOME_DESCRIPTION =
  "Real deals on clothing, footwear, accessories and beauty from Pakistan's favourite brands. Cash on delivery, 30-day returns.";

/** The same sentence the product page sets in the browser. */
export function productDescription(product: ProductDetail): string {
  const text = `${product.name} by ${product.brand} for ${formatRupees(product.price)}${product.discountPercent > 0 ? ` (${product.discountPercent}% off)` : ''}. ${product.description}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * The head of the page at the current address (title, description, canonical link, previews),
 * from the data the page shows, and a product's structured data. The server renders it with the
 * page, and React hoists the tags into the head; in the browser the pages keep their title and
 * description as the shopper moves on, and the structured data follows the product shown.
 */
export function RouteHead() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const site = useSite();

  const product = matchPath('/product/:slug', pathname)?.params.slug;
  const detail = product === undefined ? undefined : queryClient.getQueryData(productQuery(product).queryKey);
  if (detail) {
    return (
      <>
        <PageHead
          title={detail.name}
          description={productDescription(detail)}
          path={`/product/${encodeURIComponent(detail.slug)}`}
          type="product"
          image={detail.image}
        />
        <ProductJsonLd product={detail} />
      </>
    );
  }
  if (!site.server) return null;
  const head = serverHead(queryClient.getQueryData.bind(queryClient), pathname, new URLSearchParams(search));
  return head ? <PageHead {...head} /> : null;
}

type Read = ReturnType<typeof useQueryClient>['getQueryData'];

function serverHead(read: Read, pathname: string, params: URLSearchParams): PageHeadProps | undefined {
  if (pathname === '/') {
    const banners = read(bannersQuery().queryKey);
    return { title: SHOP_NAME, description: HOME_DESCRIPTION, path: '/', image: banners?.[0]?.image };
  }
  const category = matchPath('/category/:slug', pathname)?.params.slug;
  if (category !== undefined) {
    const page = read(categoryPageQuery(category, parseCategoryFilters(params)).queryKey);
    if (!page) return undefined;
    const { name, slug, image } = page.data.category;
    return {
      title: name,
      description: `Shop ${name} on sale at OnSale: ${page.total} discounted products from Pakistan's brands, cash on delivery.`,
      path: `/category/${encodeURIComponent(slug)}`,
      image: image || undefined,
    };
  }
  const brand = matchPath('/brand/:brandName', pathname)?.params.brandName;
  if (brand !== undefined) {
    const { alternative, page } = brandParamsOf(params);
    const found = read(brandProductsQuery(brand, alternative, page).queryKey)?.data.brand;
    if (!found) return undefined;
    return {
      title: found.name,
      description: found.description
        ? `${found.description} Shop ${found.name} on sale at OnSale.`
        : `Shop ${found.name} products on sale at OnSale.`,
      path: `/brand/${encodeURIComponent(brand)}`,
    };
  }
  if (pathname === '/search') {
    const { term } = searchParamsOf(params);
    return {
      title: term ? `Search: ${term}` : 'Search',
      description: term
        ? `Sale products matching "${term}" at OnSale.`
        : 'Search discounted fashion from Pakistan’s brands at OnSale.',
    };
  }
  return undefined;
}
