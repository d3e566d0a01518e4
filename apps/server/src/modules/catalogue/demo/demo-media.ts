/** Renders every image the demo catalogue references (logos, banners, category tiles, product pool). */
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bannerSvg, brandLogoSvg, categoryTileSvg, poolArt, productArtSvg } from './demo-art';
import { BANNER_SPECS, BRANDS, CATEGORY_SPECS, PALETTES, type ArtName, type Palette } from './demo-data';
import {
  bannerImagePath,
  brandLogoPath,
  categoryImagePath,
  MEDIA_URL_PREFIX,
  POOL_DETAIL_SIZE,
  POOL_GRID_SIZE,
  productPoolPath,
} from './demo-paths';
import { itemAt } from './demo-random';

interface MediaJob {
  /** URL path as referenced by the catalogue, e.g. /media/demo/products/men-3.webp. */
  urlPath: string;
  render: () => Promise<Buffer>;
}

/** Saturated palettes read better on small category tiles than white or grey ones. */
const TILE_PALETTES: readonly string[] = ['Maroon', 'Teal', 'Mustard', 'Navy', 'Pink', 'Olive', 'Black', 'Beige'];

/** URL paths (starting with /media/demo/) of every file writeDemoMedia produces. */
export function demoMediaFiles(): string[] {
  return mediaJobs().map((job) => job.urlPath);
}

/** Maps a demo media URL path to its location on disk under mediaDir. */
export function demoMediaFilePath(mediaDir: string, urlPath: string): string {
  if (!urlPath.startsWith(MEDIA_URL_PREFIX)) throw new Error(`not a media URL path: ${urlPath}`);
  return path.join(mediaDir, ...urlPath.slice(MEDIA_URL_PREFIX.length).split('/'));
}

/** Idempotent: files that already exist are left alone, so re-seeding is cheap. */
export async function writeDemoMedia(mediaDir: string): Promise<void> {
  const jobs = mediaJobs();
  await forEachConcurrently(jobs, Math.max(2, availableParallelism()), (job) => writeIfMissing(demoMediaFilePath(mediaDir, job.urlPath), job));
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
    const tile = (slug: string, label: string, art: ArtName, offset: number): MediaJob => ({
      urlPath: categoryImagePath(slug),
      render: () => toWebp(categoryTileSvg(art, paletteNamed(itemAt(TILE_PALETTES, (topPosition * 3 + offset) % TILE_PALETTES.length)), label, offset)),
    });
    return [tile(top.slug, top.name, poolArt(top.slug, 0), 0), ...top.children.map((sub, i) => tile(sub.slug, sub.name, sub.tileArt, i + 1))];
  });
}

function productPoolJobs(): MediaJob[] {
  return CATEGORY_SPECS.flatMap((top) =>
    PALETTES.flatMap((palette, i) =>
      [POOL_DETAIL_SIZE, POOL_GRID_SIZE].map((size) => ({
        urlPath: productPoolPath(top.slug, i + 1, size),
        render: () => toWebp(productArtSvg(top.slug, palette, i, size)),
      })),
    ),
  );
}

function paletteNamed(name: string): Palette {
  const palette = PALETTES.find((candidate) => candidate.name === name);
  if (!palette) throw new Error(`unknown demo palette ${name}`);
  return palette;
}

function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8')).webp({ quality: 82, effort: 5 }).toBuffer();
}

async function writeIfMissing(filePath: string, job: MediaJob): Promise<void> {
  if (await exists(filePath)) return;
  await mkdir(path.dirname(filePath), { recursive: true });
  // Write then rename so an interrupted run never leaves a truncated file that later runs would skip.
  const temporaryPath = `${filePath}.${process.pid}.tmp`;
  await writeFile(temporaryPath, await job.render());
  await rename(temporaryPath, filePath);
}

async function exists(filePath: string): Promise<boolean> {
  try {
    await access(filePath);
    return true;
  } catch {
    return false;
  }
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
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
