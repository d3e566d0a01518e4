import { escapeHtml } from '@onsale/core/html';

/**
 * The <head> a crawler or a link preview reads before any script runs: title, description,
 * canonical link, Open Graph tags and JSON-LD, written into the built index.html.
 */

export const SHOP_NAME = 'OnSale';

/** JSON inside <script>: `</script>`, `<!--` and the JS line separators cannot end or break it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** "Kurta" → "Kurta | OnSale", as the web app titles its pages. */
export function pageTitle(title: string): string {
  return title === SHOP_NAME ? title : `${title} | ${SHOP_NAME}`;
}

/** A media path ("/media/…") as the absolute URL that previews and structured data need. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export interface PageHead {
  /** full title, as shown in the tab; unset keeps the template's title and description */
  title?: string;
  description?: string;
  /** absolute URL */
  canonical: string;
  type: 'website' | 'product';
  /** absolute URL */
  image?: string;
  jsonLd?: unknown;
  /** what the page will ask for first, fetched while its script still loads */
  preloads?: Preload[];
}

export type Preload = { as: 'image'; href: string; imageSrcset?: string; imageSizes?: string } | { as: 'fetch'; href: string };

function preloadTag(preload: Preload): string {
  if (preload.as === 'fetch') return `<link rel="preload" as="fetch" href="${escapeHtml(preload.href)}" crossorigin="anonymous" />`;
  const srcset = preload.imageSrcset ? ` imagesrcset="${escapeHtml(preload.imageSrcset)}"` : '';
  const sizes = preload.imageSizes ? ` imagesizes="${escapeHtml(preload.imageSizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"${srcset}${sizes} fetchpriority="high" />`;
}

function headTags(head: PageHead & { title: string; description: string }, keepTemplateText: boolean): string {
  const tags = [
    ...(keepTemplateText ? [] : [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`]),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd === undefined ? [] : [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]),
    ...(head.preloads ?? []).map(preloadTag),
  ];
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/**
 * The template's own title, description, canonical, Open Graph and Twitter tags give way to the
 * page's; everything else (scripts, styles, icons) stays as the build wrote it.
 */
export function renderPage(template: string, head: PageHead): string {
  const keepTemplateText = head.title === undefined;
  const full = { ...head, title: head.title ?? templateText(template).title, description: head.description ?? templateText(template).description };
  const withoutText = keepTemplateText
    ? template
    : template.replace(/[ \t]*<title>[\s\S]*?<\/title>\s*/i, '').replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*/gi, '');
  const stripped = withoutText
    .replace(/[ \t]*<link\s+rel=["']canonical["'][^>]*>\s*/gi, '')
    .replace(/[ \t]*<meta\s+(?:property|name)=["'](?:og|twitter):[^"']*["'][^>]*>\s*/gi, '')
    .replace(/[ \t]*<script\s+type=["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return stripped;
  const lineStart = stripped.lastIndexOf('\n', at) + 1;
  const insertAt = /^\s*$/.test(stripped.slice(lineStart, at)) ? lineStart : at;
  return `${stripped.slice(0, insertAt)}${headTags(full, keepTemplateText)}${stripped.slice(insertAt)}`;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The template's own title and description, as text (for the preview tags of a page that keeps them). */
function templateText(template: string): { title: string; description: string } {
  const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity);
  const title = /<title>([\s\S]*?)<\/title>/i.exec(template)?.[1] ?? SHOP_NAME;
  const description = /<meta\s+name=["']description["']\s+content=(["'])(.*?)\1/i.exec(template)?.[2] ?? '';
  return { title: unescape(title.trim()), description: unescape(description) };
}
