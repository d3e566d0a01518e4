import { formatCount } from '@onsale/core/numbers';
import { Parser } from 'htmlparser2';

/**
 * What product pages say in their markup: JSON-LD script blocks, <meta> tags, <link> tags and the
 * title, read by htmlparser2 (docs/decisions/0029-htmlparser2-and-csv-stringify.md) as the
 * browser tokenises them: quoted attribute values may hold `>`, every HTML entity is decoded,
 * comments hide what they wrap, and broken markup never throws.
 *
 * The markup comes from strangers, so reading it is bounded (docs/decisions/0037-import-pages-read-bounded-in-a-worker.md): htmlparser2's
 * cost per tag grows with the number of elements left open, so nesting, elements, meta tags and
 * time each have a limit, and markup past one is refused rather than read.
 */

export interface ScanLimits {
  /** elements in all */
  elements: number;
  /** elements open at once (unclosed `<div>`s pile up here) */
  depth: number;
  /** `<meta>` tags with a key and a content */
  meta: number;
  /** milliseconds one reading may take */
  ms: number;
}

/**
 * Far above real pages (a large shop's product page has a few thousand elements, nests a few dozen
 * deep and has under a hundred meta tags), far below what stalls a thread.
 */
export const SCAN_LIMITS: ScanLimits = { elements: 50_000, depth: 1_000, meta: 1_000, ms: 1_000 };

/** Markup past one of the limits; the message names which, in words for the admin. */
export class MarkupTooComplexError extends Error {}

/** Counts the elements a parser opens and closes, and throws once the markup passes a limit. */
function workBound(limits: ScanLimits) {
  const deadline = performance.now() + limits.ms;
  let elements = 0;
  let depth = 0;
  return {
    opened() {
      if (++elements > limits.elements)
        throw new MarkupTooComplexError(`it has more than ${formatCount(limits.elements)} elements`);
      if (++depth > limits.depth)
        throw new MarkupTooComplexError(`it nests more than ${formatCount(limits.depth)} elements inside each other`);
      if (elements % 256 === 0) this.inTime();
    },
    // htmlparser2 reports a close for every element it opened, implied or at the end of the markup.
    closed() {
      depth--;
    },
    inTime() {
      if (performance.now() > deadline)
        throw new MarkupTooComplexError(`reading it takes longer than ${formatCount(limits.ms)} ms`);
    },
  };
}

/** Elements whose content is not text a shopper reads. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/**
 * Text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. Throws
 * MarkupTooComplexError past the limits.
 */
export function plainText(html: string, limits: ScanLimits = SCAN_LIMITS): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const pieces: string[] = [];
  let hidden = 0;
  const bound = workBound(limits);
  const parser = new Parser({
    onopentag(name) {
      bound.opened();
      if (HIDDEN.has(name)) hidden++;
      pieces.push(' ');
    },
    onclosetag(name) {
      bound.closed();
      if (HIDDEN.has(name) && hidden > 0) hidden--;
      pieces.push(' ');
    },
    ontext(text) {
      if (hidden === 0) pieces.push(text);
    },
  });
  parser.end(html);
  return pieces.join('').replace(/\s+/g, ' ').trim();
}

export interface ScannedPage {
  /** Parsed JSON-LD blocks; blocks that are not valid JSON are counted in `badJsonLd`. */
  jsonLd: unknown[];
  badJsonLd: number;
  /** <meta property|name=… content=…>, keys lower-cased, every value in page order. */
  meta: Map<string, string[]>;
  canonical: string | undefined;
  title: string | undefined;
}

function readJsonLd(source: string): unknown {
  const text = source
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  return JSON.parse(text);
}

/** The page's JSON-LD, meta tags, canonical address and title. Throws MarkupTooComplexError past the limits. */
export function scanHtml(html: string, limits: ScanLimits = SCAN_LIMITS): ScannedPage {
  const jsonLd: unknown[] = [];
  let badJsonLd = 0;
  const meta = new Map<string, string[]>();
  let canonical: string | undefined;
  let title: string | undefined;
  let metaTags = 0;
  const bound = workBound(limits);

  // The element whose text is being collected: a JSON-LD block or the (first) title.
  let collecting: 'json-ld' | 'title' | undefined;
  let collected = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      bound.opened();
      if (name === 'script' && attributes['type']?.trim().toLowerCase() === 'application/ld+json') {
        collecting = 'json-ld';
        collected = '';
      } else if (name === 'title' && title === undefined && collecting === undefined) {
        collecting = 'title';
        collected = '';
      } else if (name === 'meta') {
        const key = (attributes['property'] ?? attributes['name'] ?? attributes['itemprop'])?.trim().toLowerCase();
        const content = attributes['content'];
        if (key && content !== undefined) {
          if (++metaTags > limits.meta)
            throw new MarkupTooComplexError(`it has more than ${formatCount(limits.meta)} meta tags`);
          const values = meta.get(key);
          if (values) values.push(content.trim());
          else meta.set(key, [content.trim()]);
        }
      } else if (name === 'link' && canonical === undefined) {
        if (attributes['rel']?.toLowerCase().split(/\s+/).includes('canonical')) canonical = attributes['href'];
      }
    },
    ontext(text) {
      if (collecting) collected += text;
    },
    onclosetag(name) {
      bound.closed();
      if (collecting === 'json-ld' && name === 'script') {
        bound.inTime();
        try {
          jsonLd.push(readJsonLd(collected));
        } catch {
          badJsonLd++;
        }
        collecting = undefined;
      } else if (collecting === 'title' && name === 'title') {
        title = collected.replace(/\s+/g, ' ').trim();
        collecting = undefined;
      }
    },
  });
  parser.end(html);
  return { jsonLd, badJsonLd, meta, canonical, title: title || undefined };
}
