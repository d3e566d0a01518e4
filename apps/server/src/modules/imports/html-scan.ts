import { Parser } from 'htmlparser2';

/**
 * What product pages say in their markup: JSON-LD script blocks, <meta> tags, <link> tags and the
 * title, read by htmlparser2 (docs/decisions/0029-htmlparser2-and-csv-stringify.md) as the
 * browser tokenises them: quoted attribute values may hold `>`, every HTML entity is decoded,
 * comments hide what they wrap, and broken markup never throws.
 */

/** Elements whose content is not text a shopper reads. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/** Text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const pieces: string[] = [];
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN.has(name)) hidden++;
      pieces.push(' ');
    },
    onclosetag(name) {
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

export function scanHtml(html: string): ScannedPage {
  const jsonLd: unknown[] = [];
  let badJsonLd = 0;
  const meta = new Map<string, string[]>();
  let canonical: string | undefined;
  let title: string | undefined;

  // The element whose text is being collected: a JSON-LD block or the (first) title.
  let collecting: 'json-ld' | 'title' | undefined;
  let collected = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes['type']?.trim().toLowerCase() === 'application/ld+json') {
        collecting = 'json-ld';
        collected = '';
      } else if (name === 'title' && title === undefined && collecting === undefined) {
        collecting = 'title';
        collected = '';
      } else if (name === 'meta') {
        const key = (attributes['property'] ?? attributes['name'] ?? attributes['itemprop'])?.trim().toLowerCase();
        const content = attributes['content'];
        if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content.trim()]);
      } else if (name === 'link' && canonical === undefined) {
        if (attributes['rel']?.toLowerCase().split(/\s+/).includes('canonical')) canonical = attributes['href'];
      }
    },
    ontext(text) {
      if (collecting) collected += text;
    },
    onclosetag(name) {
      if (collecting === 'json-ld' && name === 'script') {
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
