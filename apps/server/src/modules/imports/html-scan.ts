/**
 * Just enough HTML reading for product pages: JSON-LD script blocks, <meta> tags, <link> tags
 * and the title. Hand-written on purpose (docs/decisions/0003-product-imports-hand-written-parsing.md): we need four
 * kinds of tags, not a DOM, and the tolerant regular scanning below never throws on broken markup.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  times: '×',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
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

export function scanHtml(html: string): ScannedPage {
  const jsonLd: unknown[] = [];
  let badJsonLd = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = parseAttributes(match[1]!).get('type')?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const text = match[2]!
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
      .trim();
    try {
      jsonLd.push(JSON.parse(text));
    } catch {
      badJsonLd++;
    }
  }

  // Scripts, styles and comments can contain anything that looks like a tag.
  const markup = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const meta = new Map<string, string[]>();
  for (const match of markup.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]!);
    const key = (attributes.get('property') ?? attributes.get('name') ?? attributes.get('itemprop'))?.trim().toLowerCase();
    const content = attributes.get('content');
    if (!key || content === undefined) continue;
    meta.set(key, [...(meta.get(key) ?? []), content.trim()]);
  }
  let canonical: string | undefined;
  for (const match of markup.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]!);
    if (attributes.get('rel')?.toLowerCase().split(/\s+/).includes('canonical')) canonical ??= attributes.get('href');
  }
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(markup);
  return { jsonLd, badJsonLd, meta, canonical, title: titleMatch ? plainText(titleMatch[1]!) || undefined : undefined };
}
