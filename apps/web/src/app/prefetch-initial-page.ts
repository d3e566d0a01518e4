import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { brandParamsOf, brandProductsQuery } from '../features/brand/api/get-brand-products';
import { categoryPageQuery } from '../features/category/api/get-category-page';
import { parseCategoryFilters } from '../features/category/hooks/use-category-filters';
import { bannersQuery } from '../features/home/api/get-banners';
import { topDiscountedQuery } from '../features/home/api/get-top-discounted';
import { productQuery } from '../features/product/api/get-product';
import { searchParamsOf, searchQuery } from '../features/search/api/search-products';
import { categoriesQuery } from '../lib/catalogue/get-categories';
import { preloadImage, PRODUCT_DETAIL_SIZES, productImageSrcSet } from '../lib/images';

/**
 * Asks for the first page's data before React renders and while the page's own code is still
 * downloading, so a shopper landing on a product or category waits for one round trip, not two.
 */
export function prefetchInitialPage(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  const params = new URLSearchParams(location.search);
  void queryClient.prefetchQuery(categoriesQuery());

  if (location.pathname === '/') {
    void queryClient.fetchQuery(bannersQuery()).then(
      (banners) => banners[0] && preloadImage(banners[0].image),
      () => undefined,
    );
    void queryClient.prefetchQuery(topDiscountedQuery());
    return;
  }
  const product = matchPath('/product/:slug', location.pathname);
  if (product?.params.slug) {
    return void queryClient.fetchQuery(productQuery(product.params.slug)).then(
      (detail) => preloadImage(detail.image, productImageSrcSet(detail.image), PRODUCT_DETAIL_SIZES),
      () => undefined,
    );
  }
  const category = matchPath('/category/:slug', location.pathname);
  if (category?.params.slug) return void queryClient.prefetchQuery(categoryPageQuery(category.params.slug, parseCategoryFilters(params)));
  const brand = matchPath('/brand/:brandName', location.pathname);
  if (brand?.params.brandName) {
    const { alternative, page } = brandParamsOf(params);
    return void queryClient.prefetchQuery(brandProductsQuery(brand.params.brandName, alternative, page));
  }
  if (location.pathname === '/search') {
    const { term, page } = searchParamsOf(params);
    if (term !== '') void queryClient.prefetchQuery(searchQuery(term, page));
  }
}
