/** URL paths of demo media. The pictures live in the media store under `demo/...` and are served at `/media/demo/...`. */
import type { ArtName } from './demo-data';

export const MEDIA_URL_PREFIX = '/media/';
const DEMO = `${MEDIA_URL_PREFIX}demo`;

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

/** A product picture: the drawing of its kind of product in one of its colours; the grid variant adds `-400` before the extension. */
export function productPicturePath(art: ArtName, colour: string, size: number = POOL_DETAIL_SIZE): string {
  const suffix = size === POOL_DETAIL_SIZE ? '' : `-${size}`;
  return `${DEMO}/products/${art}-${colour.toLowerCase()}${suffix}.webp`;
}
