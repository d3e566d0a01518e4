import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './address-policy';

export const PAGE_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** Why a page could not be fetched, in words for the admin; `status` is the API's answer. */
export class PageFetchError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 422 = 422,
  ) {
    super(message);
  }
}

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  url: string; // after redirects
  contentType: string;
  /** The body as it came: decoded to text by `textOf` where the page is read, off the thread that answers requests. */
  bytes: Uint8Array;
}

const PRIVATE_REFUSED = 'Addresses on private networks and this server itself cannot be imported from';

/** Every address the name resolves to must be public, and the connection goes to the one checked (no second lookup to rebind). */
async function resolveChecked(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) }];
  } else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new PageFetchError(`The address ${host} could not be found`);
    }
  }
  if (addresses.length === 0) throw new PageFetchError(`The address ${host} could not be found`);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    throw new PageFetchError(PRIVATE_REFUSED, 400);
  return addresses[0]!;
}

function decoded(response: http.IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

function charsetOf(contentType: string): string {
  const match = /charset\s*=\s*"?([\w-]+)/i.exec(contentType);
  return match?.[1]?.toLowerCase() ?? 'utf-8';
}

/** A page's text, in the character set its content type names (UTF-8 when it names none or one unknown). */
export function textOf(bytes: Uint8Array, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  bytes: Buffer;
}

function requestOnce(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: {
          'user-agent': 'OnSale product import (+https://onsale.pk)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
        // The connection goes to the address that was checked, whatever the name resolves to now.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
          else (callback as (e: null, a: string, f: number) => void)(null, pinned.address, pinned.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location, contentType, bytes: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new PageFetchError(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const body = decoded(response);
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted after decompression, so a small compressed bomb is refused too.
          if (size > maxBytes) {
            response.destroy();
            body.destroy();
            reject(new PageFetchError(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
            return;
          }
          chunks.push(chunk);
        });
        body.on('end', () => resolve({ status, location: undefined, contentType, bytes: Buffer.concat(chunks) }));
        body.on('error', (error) => reject(signal.aborted ? error : new PageFetchError('The page could not be read')));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Fetches a product page for an import: http(s) only, public addresses only (unless allowed for
 * tests), every redirect checked again, one time limit for the whole fetch, a size limit.
 */
export async function fetchPage(address: string, options: FetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? PAGE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new PageFetchError(`The page did not answer within ${timeoutMs / 1000} seconds`);
  const deadline = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(timedOut()), { once: true }),
  );
  deadline.catch(() => {});
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new PageFetchError('Only http:// and https:// pages can be imported', 400);
      const pinned = await Promise.race([resolveChecked(url.hostname, options.allowPrivate), deadline]);
      let result: Hop;
      try {
        result = await Promise.race([requestOnce(url, pinned, controller.signal, maxBytes), deadline]);
      } catch (error) {
        if (error instanceof PageFetchError) throw error;
        if (controller.signal.aborted) throw timedOut();
        throw new PageFetchError(
          `The page could not be reached (${(error as NodeJS.ErrnoException).code ?? 'connection failed'})`,
        );
      }
      if (result.status >= 300 && result.status < 400 && result.location) {
        if (hop >= MAX_REDIRECTS) throw new PageFetchError('The page redirects too many times');
        url = new URL(result.location, url);
        continue;
      }
      if (result.status < 200 || result.status >= 300)
        throw new PageFetchError(`The page answered with status ${result.status}`);
      if (result.contentType && !/html|xml|text\/plain/i.test(result.contentType))
        throw new PageFetchError(`The address is not a web page (${result.contentType.split(';')[0]})`);
      return { url: url.href, contentType: result.contentType, bytes: result.bytes };
    }
  } finally {
    clearTimeout(timer);
  }
}
