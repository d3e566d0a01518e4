/**
 * The database keeps pictures as `/media/<key>`. With MEDIA_PUBLIC_URL set (a CDN, a public
 * bucket), answers show `${MEDIA_PUBLIC_URL}/<key>` instead, and an address of that form sent back
 * by a form (a seller saving the upload it was just answered) is taken as `/media/<key>` again:
 * the public address lives only at the edge, so changing it needs no change to the data.
 */
export interface MediaUrls {
  /** whether answers are rewritten at all (MEDIA_PUBLIC_URL is set) */
  readonly rewrites: boolean;
  /** An image address as shoppers fetch it; anything but a `/media/` path is left as it is. */
  publicUrl(url: string): string;
  /** Serialized JSON with every string that is a `/media/` path pointing at the public address. */
  publicJson(json: string): string;
  /** A public media address back to its `/media/` path; anything else is left as it is. */
  storedUrl(url: string): string;
}

export const MEDIA_PATH = '/media/';

// An unescaped quote opening a string value: inside a string a quote is written \", so
// `"/media/` can only be the start of a value (or of a key, and no key is a path).
const JSON_MEDIA_VALUE = /(?<!\\)"\/media\//g;

export function createMediaUrls(base: string | undefined): MediaUrls {
  if (!base) {
    return { rewrites: false, publicUrl: (url) => url, publicJson: (json) => json, storedUrl: (url) => url };
  }
  const publicPrefix = `${base}/`;
  const quotedPrefix = `"${JSON.stringify(publicPrefix).slice(1, -1)}`;
  return {
    rewrites: true,
    publicUrl: (url) => (url.startsWith(MEDIA_PATH) ? `${publicPrefix}${url.slice(MEDIA_PATH.length)}` : url),
    publicJson: (json) => (json.includes('"/media/') ? json.replace(JSON_MEDIA_VALUE, () => quotedPrefix) : json),
    storedUrl: (url) => (url.startsWith(publicPrefix) ? `${MEDIA_PATH}${url.slice(publicPrefix.length)}` : url),
  };
}

/** Every string in a parsed JSON body, rewritten by `rewrite` (a form's fields are a few levels deep at most). */
export function rewriteStrings(value: unknown, rewrite: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = rewriteStrings(value[i], rewrite, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = rewriteStrings(record[key], rewrite, depth + 1);
  return value;
}
