/** URL paths of demo media. The pictures live in the media store under `demo/...` and are served at `/media/demo/...`. */
import { PALETTES } from './demo-data';

export const MEDIA_URL_PREFIX = '/media/';
const DEMO = `${MEDIA_URL_PREFIX}demo`;

/** Number of pool illustrations per top category (one per palette). */
export const POOL_SIZE = PALETTES.length;
export const POOL_DETAIL_SIZE = 800;
export const POOL_GRID_SIZE = 400;

export function brandLogoPath(brandSlug: string): string {
  return `${DEMO}/brands/${brandSlug}.svg`;
}

/** Named apart from the earlier drawings that had their words painted in, so a store holding those renders these anew. */
export function bannerImagePath(position: number): string {
  return `${DEMO}/banners/offer-${position + 1}.webp`;
}

export function categoryImagePath(categorySlug: string): string {
  return `${DEMO}/categories/${categorySlug}-tile.webp`;
}

/** poolNumber is 1-based; the grid variant adds `-400` before the extension. */
export function productPoolPath(topCategorySlug: string, poolNumber: number, size: number = POOL_DETAIL_SIZE): string {
  const suffix = size === POOL_DETAIL_SIZE ? '' : `-${size}`;
  return `${DEMO}/products/${topCategorySlug}-${poolNumber}${suffix}.webp`;
}
