/** Renders every image the demo catalogue references (logos, banners, category tiles, product pool). */
import { availableParallelism } from 'node:os';
import { contentTypeOf, type MediaStore } from '../../media/media-store';
import { loadSharp } from '../../media/sharp';
import { bannerSvg, brandLogoSvg, categoryTileSvg, poolArt, productArtSvg } from './demo-art';
import { BANNER_SPECS, BRANDS, CATEGORY_SPECS, PALETTES, type ArtName, type Palette } from './demo-data';
import {
  bannerImagePath,
  brandLogoPath,
  categoryImagePath,
  MEDIA_URL_PREFIX,
  POOL_DETAIL_SIZE,
  POOL_GRID_SIZE,
  productPicturePath,
} from './demo-paths';
import { itemAt } from './demo-random';

interface MediaJob {
  /** URL path as referenced by the catalogue, e.g. /media/demo/products/kurta-navy.webp. */
  urlPath: string;
  render: () => Promise<Buffer>;
}

/** Saturated palettes read better on small category tiles than white or grey ones. */
const TILE_PALETTES: readonly string[] = ['Maroon', 'Teal', 'Mustard', 'Navy', 'Pink', 'Olive', 'Black', 'Beige'];

/** URL paths (starting with /media/demo/) of every file writeDemoMedia produces. */
export function demoMediaFiles(): string[] {
  return mediaJobs().map((job) => job.urlPath);
}

/** Maps a demo media URL path to its key in the media store (`demo/...`). */
export function demoMediaKey(urlPath: string): string {
  if (!urlPath.startsWith(MEDIA_URL_PREFIX)) throw new Error(`not a media URL path: ${urlPath}`);
  return urlPath.slice(MEDIA_URL_PREFIX.length);
}

/**
 * Idempotent: pictures already in the store are left alone, so re-seeding is cheap and a second
 * node starting on the same bucket renders nothing. A store writes a whole picture or none, so a
 * run cut short never leaves a truncated one that later runs would skip.
 */
export async function writeDemoMedia(store: MediaStore): Promise<void> {
  const present = new Set<string>();
  for await (const object of store.list('demo/')) present.add(object.key);
  const missing = mediaJobs().filter((job) => !present.has(demoMediaKey(job.urlPath)));
  await forEachConcurrently(missing, Math.max(2, availableParallelism()), async (job) => {
    const key = demoMediaKey(job.urlPath);
    await store.put(key, await job.render(), contentTypeOf(key));
  });
}

function mediaJobs(): MediaJob[] {
  return [...brandLogoJobs(), ...bannerJobs(), ...categoryJobs(), ...productPoolJobs()];
}

function brandLogoJobs(): MediaJob[] {
  return BRANDS.map((brand) => ({
    urlPath: brandLogoPath(brand.slug),
    render: () => Promise.resolve(Buffer.from(brandLogoSvg(brand), 'utf8')),
  }));
}

function bannerJobs(): MediaJob[] {
  return BANNER_SPECS.map((banner, position) => ({
    urlPath: bannerImagePath(position),
    render: () => toWebp(bannerSvg(banner, paletteNamed(banner.artColour))),
  }));
}

function categoryJobs(): MediaJob[] {
  return CATEGORY_SPECS.flatMap((top, topPosition) => {
    const tile = (slug: string, art: ArtName, offset: number): MediaJob => ({
      urlPath: categoryImagePath(slug),
      render: () =>
        toWebp(
          categoryTileSvg(
            art,
            paletteNamed(itemAt(TILE_PALETTES, (topPosition * 3 + offset) % TILE_PALETTES.length)),
            offset,
          ),
        ),
    });
    return [
      tile(top.slug, poolArt(top.slug, 0), 0),
      ...top.children.map((sub, i) => tile(sub.slug, sub.tileArt, i + 1)),
    ];
  });
}

/** A picture per kind of product and colour it comes in: a sub-category's drawing in each of its colours. */
function productPoolJobs(): MediaJob[] {
  const pictures = new Map<string, { art: ArtName; colour: string }>();
  for (const sub of CATEGORY_SPECS.flatMap((top) => top.children)) {
    for (const colour of sub.colours)
      pictures.set(productPicturePath(sub.tileArt, colour), { art: sub.tileArt, colour });
  }
  return [...pictures.values()].flatMap(({ art, colour }, i) =>
    [POOL_DETAIL_SIZE, POOL_GRID_SIZE].map((size) => ({
      urlPath: productPicturePath(art, colour, size),
      render: () => toWebp(productArtSvg(art, paletteNamed(colour), i, size)),
    })),
  );
}

function paletteNamed(name: string): Palette {
  const palette = PALETTES.find((candidate) => candidate.name === name);
  if (!palette) throw new Error(`unknown demo palette ${name}`);
  return palette;
}

async function toWebp(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  // Flat drawings: effort 2 encodes twice as fast as 5 for a tenth more bytes, and a first start waits for them.
  return sharp(Buffer.from(svg, 'utf8')).webp({ quality: 82, effort: 2 }).toBuffer();
}

async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = itemAt(items, next);
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
