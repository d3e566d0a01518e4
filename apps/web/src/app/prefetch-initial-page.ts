import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { brandParamsOf, brandProductsQuery } from '../features/brand/api/get-brand-products';
import { categoryPageQuery } from '../features/category/api/get-category-page';
import { parseCategoryFilters } from '../features/category/hooks/use-category-filters';
import { bannersQuery } from '../features/home/api/get-banners';
import { topDiscountedQuery } from '../features/home/api/get-top-discounted';
import { productQuery } from '../features/product/api/get-product';
import { searchParamsOf, searchQuery } from '../features/search/api/search-products';
import { brandsQuery } from '../lib/catalogue/get-brands';
import { categoriesQuery } from '../lib/catalogue/get-categories';
import { preloadImage, PRODUCT_DETAIL_SIZES, productImageSrcSet } from '../lib/images';

/** The picture a page shows as its largest element, as a `<link rel=preload as=image>` wants it. */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

type Where = Pick<Location, 'pathname' | 'search'>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Loads the data a storefront page shows on its first screen into `queryClient` and tells which
 * picture is its largest. The server awaits it before rendering the page (entry-server); a page
 * the server did not render asks for it before React renders, in parallel with the page's code.
 * A failed load is left to the page, which shows its own message and retry.
 */
export async function loadInitialPage(queryClient: QueryClient, location: Where): Promise<ImagePreload | undefined> {
  const params = new URLSearchParams(location.search);
  // The menus, the footer and the category filters show these on every page.
  const shared = Promise.all([queryClient.prefetchQuery(categoriesQuery()), queryClient.prefetchQuery(brandsQuery())]);
  const page = async (): Promise<ImagePreload | undefined> => {
    if (location.pathname === '/') {
      const [banners] = await Promise.all([
        queryClient.fetchQuery(bannersQuery()).catch(() => []),
        queryClient.prefetchQuery(topDiscountedQuery()),
      ]);
      return banners[0] ? { href: banners[0].image } : undefined;
    }
    const product = matchPath('/product/:slug', location.pathname);
    if (product?.params.slug) {
      const detail = await queryClient.fetchQuery(productQuery(product.params.slug)).catch(() => undefined);
      if (!detail?.image) return undefined;
      const srcSet = productImageSrcSet(detail.image);
      return { href: detail.image, ...(srcSet ? { imageSrcSet: srcSet, imageSizes: PRODUCT_DETAIL_SIZES } : {}) };
    }
    const category = matchPath('/category/:slug', location.pathname);
    // (an address naming the category, "/category/Ready%20to%20Wear", is sent on to its slug first)
    if (category?.params.slug && SLUG.test(category.params.slug))
      return void (await queryClient.prefetchQuery(
        categoryPageQuery(category.params.slug, parseCategoryFilters(params)),
      ));
    const brand = matchPath('/brand/:brandName', location.pathname);
    if (brand?.params.brandName) {
      const { alternative, page } = brandParamsOf(params);
      return void (await queryClient.prefetchQuery(brandProductsQuery(brand.params.brandName, alternative, page)));
    }
    if (location.pathname === '/search') {
      const { term, page } = searchParamsOf(params);
      if (term !== '') await queryClient.prefetchQuery(searchQuery(term, page));
    }
    return undefined;
  };
  const [, preload] = await Promise.all([shared, page()]);
  return preload;
}

/**
 * For a page the server did not render: asks for its data before React renders and while the
 * page's own code is still downloading, so a shopper waits for one round trip, not two.
 */
export function prefetchInitialPage(queryClient: QueryClient, location: Where): void {
  void loadInitialPage(queryClient, location).then(
    (image) => image && preloadImage(image.href, image.imageSrcSet, image.imageSizes),
  );
}
