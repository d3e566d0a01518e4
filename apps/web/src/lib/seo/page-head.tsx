import { useSite } from '../ssr/site-context';
import { SHOP_NAME } from './document-meta';

export interface PageHeadProps {
  /** the page's own title ("Kurta"); the shop's name is added */
  title: string | undefined;
  description: string | undefined;
  /** the page's address in the shop ("/product/kurta"), for the canonical link and previews */
  path?: string;
  type?: 'website' | 'product';
  /** the preview picture: a media path or an absolute address */
  image?: string;
}

/** A media path as previews and structured data need it: absolute. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/**
 * The page's title, description, canonical link and Open Graph tags, rendered with the page on the
 * server (React hoists them into the head, which crawlers and link previews read). In the browser
 * it renders nothing: the route head keeps the title and description up to date (app/route-head.tsx).
 */
export function PageHead({ title, description, path, type = 'website', image }: PageHeadProps) {
  const site = useSite();
  if (!site.server || title === undefined) return null;
  const fullTitle = title === SHOP_NAME ? title : `${title} | ${SHOP_NAME}`;
  const canonical = path === undefined ? undefined : `${site.publicUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description !== undefined && <meta name="description" content={description} />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {description !== undefined && <meta property="og:description" content={description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={absoluteUrl(site.publicUrl, image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}

/** JSON inside <script>: `</script>`, `<!--` and the JS line separators cannot end or break it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Structured data (schema.org) for search engines, rendered with the page. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
