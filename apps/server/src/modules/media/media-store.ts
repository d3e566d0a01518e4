import crypto from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStorageSettings } from './media-settings';

/**
 * Where the shop's pictures live. Keys are what follows `/media/` in a picture's address
 * (`uploads/<hash>.webp`, `demo/banners/banner-1.webp`); the database keeps `/media/<key>` so that
 * the driver or the public address can change without touching a row.
 */
export interface StoredMedia {
  key: string;
  /** when it was last written; the sweep of unused uploads counts its grace period from here */
  modifiedAt: Date;
}

interface MediaStoreBase {
  /**
   * Writes a picture. Writing a key again with the same content renews its time, so that a
   * picture uploaded again is never swept from under the form that chose it.
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Everything under a folder (`uploads/`), with its time. */
  list(folder: string): AsyncIterable<StoredMedia>;
  remove(keys: readonly string[]): Promise<void>;
  /** Throws when the store cannot be reached or written to now: the System page's probe. */
  check(options?: { signal?: AbortSignal }): Promise<void>;
  close(): Promise<void>;
}

/** `DATA_DIR/media`: one node's disk, served by @fastify/static. */
export interface LocalMediaStore extends MediaStoreBase {
  driver: 'local';
  directory: string;
}

export interface MediaRead {
  /** absent for a HEAD */
  body?: Readable;
  size: number | undefined;
  etag: string | undefined;
  contentType: string | undefined;
  modifiedAt: Date | undefined;
}

/** A bucket every node shares; the app streams its objects under /media/. */
export interface S3MediaStore extends MediaStoreBase {
  driver: 's3';
  /** null when there is no such object; 'not_modified' when `ifNoneMatch` still holds */
  read(key: string, options?: { head?: boolean; ifNoneMatch?: string }): Promise<MediaRead | 'not_modified' | null>;
}

export type MediaStore = LocalMediaStore | S3MediaStore;

/** As @fastify/static answers for the local directory: a picture's address never changes its content. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A key as it may appear after /media/: folders and a file name, nothing hidden, no `..`. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The store the settings name. An S3 bucket is checked at once, so that a wrong endpoint, bucket
 * or key stops the node at start rather than failing the first upload; the S3 client is loaded
 * only when a bucket is configured.
 */
export async function openMediaStore(storage: MediaStorageSettings, dataDir: string): Promise<MediaStore> {
  if (storage.driver === 'local') return createLocalMediaStore(path.join(dataDir, 'media'));
  const { createS3MediaStore } = await import('./s3-media-store');
  const store = createS3MediaStore(storage);
  try {
    await store.check();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

export function createLocalMediaStore(directory: string): LocalMediaStore {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(directory, ...key.split('/'));
  };
  return {
    driver: 'local',
    directory,

    async put(key, data) {
      const file = fileOf(key);
      // Same key, same content (keys are content hashes or fixed demo names): only renew the time.
      try {
        const now = new Date();
        await fs.utimes(file, now, now);
        return;
      } catch {
        // not there yet
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Through a temporary name, so a reader never sees half a picture.
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },

    async exists(key) {
      try {
        await fs.access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },

    async *list(folder) {
      const base = path.join(directory, ...folder.split('/').filter(Boolean));
      let names: string[];
      try {
        names = await fs.readdir(base, { recursive: true });
      } catch {
        return; // nothing written there yet
      }
      for (const name of names) {
        const key = `${folder}${name.split(path.sep).join('/')}`;
        if (!isMediaKey(key) || key.endsWith('.tmp')) continue;
        const stat = await fs.stat(path.join(base, name)).catch(() => null);
        if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
      }
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },

    async check() {
      await fs.mkdir(directory, { recursive: true });
      await fs.access(directory, constants.W_OK);
    },

    async close() {},
  };
}
