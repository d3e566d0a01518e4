import crypto from 'node:crypto';
import { MAX_IMAGE_BYTES, SELLER_MESSAGES, type UploadedImage } from '@onsale/core/contracts/seller';
import pLimit from 'p-limit';
import type { Metadata } from 'sharp';
import { HttpError, TooManyRequestsError, badRequest } from '../../http/errors';
import type { MediaStore } from './media-store';
import { loadSharp } from './sharp';

/** Detail (product page) and grid (cards) widths; the grid file adds `-400` like the demo images do. */
export const DETAIL_SIZE = 800;
export const GRID_SIZE = 400;
/**
 * A 20 000 × 20 000 PNG of one colour is a few hundred KB and 1.6 GB decoded: refuse before
 * decoding. 25 megapixels is a 6000 × 4000 camera photo, more than any product picture needs.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Decoding takes a core and up to a few hundred MB for a large photo, so a node decodes this many
 * at a time, lets a few more wait their turn, and turns the rest away with a 429: a burst of
 * uploads slows uploads down, never the shop.
 */
export const DECODES_AT_ONCE = 2;
export const DECODES_WAITING = 4;
/** A decode takes under a second; by then a place in the queue is free again. */
export const DECODES_BUSY_RETRY_SECONDS = 2;

const decoding = pLimit(DECODES_AT_ONCE);

/** Uploads' folder in the media store; their addresses are `/media/uploads/<hash>.webp`. */
export const UPLOADS_FOLDER = 'uploads/';
const UPLOADS_URL = `/media/${UPLOADS_FOLDER}`;
const UPLOAD_URL_PATTERN = /^\/media\/uploads\/([a-f0-9]{32})(-400)?\.webp$/;

/** Formats we accept, told apart by their first bytes; anything else (SVG, HTML, text) never reaches a decoder. */
function sniffFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'svg' | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 0, 6) === 'GIF87a' || bytes.toString('latin1', 0, 6) === 'GIF89a') return 'gif';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && ['avif', 'avis'].includes(bytes.toString('latin1', 8, 12)))
    return 'avif';
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<!doctype svg'))
    return 'svg';
  return null;
}

/** The content hash an upload's files are named after; null for any other address. */
export function uploadHashOf(url: string): string | null {
  return UPLOAD_URL_PATTERN.exec(url)?.[1] ?? null;
}

/** Whether an address is one of our uploads and its picture is in the store (a product may only point at those). */
export async function uploadExists(store: MediaStore, url: string): Promise<boolean> {
  const match = UPLOAD_URL_PATTERN.exec(url);
  if (!match) return false;
  return store.exists(`${UPLOADS_FOLDER}${match[1]}${match[2] ?? ''}.webp`);
}

/**
 * Decodes an uploaded image and writes WebP files for the product page (800 px) and the grid
 * (400 px), named by a hash of the source so the same photo is stored once and can be cached for
 * a year. Nothing is written unless the whole image decodes.
 */
export async function storeUploadedImage(store: MediaStore, bytes: Buffer): Promise<UploadedImage> {
  if (bytes.length === 0) throw badRequest(SELLER_MESSAGES.imageMissing);
  if (bytes.length >= MAX_IMAGE_BYTES) throw new HttpError(413, 'image_too_large', SELLER_MESSAGES.imageTooLarge);
  const format = sniffFormat(bytes);
  if (format === 'svg') throw new HttpError(415, 'unsupported_image', SELLER_MESSAGES.svgRefused);
  if (!format) throw new HttpError(415, 'unsupported_image', SELLER_MESSAGES.notAnImage);

  const sharp = await loadSharp();
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, pages: 1 };
  // The header alone tells the size: an image over the limit is refused before any decoding.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, input).metadata();
  } catch (error) {
    throw tooManyPixels(error) ?? new HttpError(415, 'unsupported_image', SELLER_MESSAGES.notAnImage);
  }
  if (!metadata.width || !metadata.height) throw new HttpError(415, 'unsupported_image', SELLER_MESSAGES.notAnImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new HttpError(400, 'image_too_large', SELLER_MESSAGES.imageTooManyPixels);

  if (decoding.activeCount + decoding.pendingCount >= DECODES_AT_ONCE + DECODES_WAITING) {
    throw new TooManyRequestsError(SELLER_MESSAGES.imagesBusy, DECODES_BUSY_RETRY_SECONDS, 'uploads_busy');
  }
  const { detail, grid } = await decoding(async () => {
    try {
      // Decoded once, to the detail size; both files are encoded from that. rotate() applies the
      // camera's orientation; metadata (GPS position, camera serial) is not copied.
      const { data, info } = await sharp(bytes, input)
        .rotate()
        .resize({ width: DETAIL_SIZE, height: DETAIL_SIZE, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      return {
        detail: { data: await decoded().webp({ quality: 80 }).toBuffer(), width: info.width, height: info.height },
        grid: await decoded()
          .resize({ width: GRID_SIZE, height: GRID_SIZE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      };
    } catch (error) {
      throw tooManyPixels(error) ?? new HttpError(415, 'unsupported_image', SELLER_MESSAGES.notAnImage);
    }
  });

  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  // The same photo again keeps its address and renews its time, so the sweep of unused uploads
  // leaves it alone.
  await Promise.all([
    store.put(`${UPLOADS_FOLDER}${hash}.webp`, detail.data, 'image/webp'),
    store.put(`${UPLOADS_FOLDER}${hash}-400.webp`, grid, 'image/webp'),
  ]);
  return {
    url: `${UPLOADS_URL}${hash}.webp`,
    gridUrl: `${UPLOADS_URL}${hash}-400.webp`,
    width: detail.width,
    height: detail.height,
  };
}

/** sharp's own pixel limit, should an image's header understate its size. */
function tooManyPixels(error: unknown): HttpError | null {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message)
    ? new HttpError(400, 'image_too_large', SELLER_MESSAGES.imageTooManyPixels)
    : null;
}
