// Drawn inline so a broken image never needs another request that could fail too.
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1eef0"/><g fill="none" stroke="#c9b8c0" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><path d="M200 118a22 22 0 1 1 22 22c-12 0-22 8-22 20v6"/><path d="M200 166 96 246c-10 8-5 22 8 22h192c13 0 18-14 8-22z"/></g><text x="200" y="318" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#a8939d">No image</text></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(placeholderSvg)}`;

/** The product page's main picture: full width on phones, half the page from tablets up. */
export const PRODUCT_DETAIL_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';

/**
 * Starts downloading the picture a page is about to show as its largest element, as soon as its
 * address is known, instead of after the page has rendered.
 */
export function preloadImage(src: string, srcSet?: string, sizes?: string): void {
  if (
    typeof document === 'undefined' ||
    src === '' ||
    document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)
  )
    return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (sizes) link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

// at the shop's /media/ or at the public media address (MEDIA_PUBLIC_URL)
const demoProductImage = /^(.*\/demo\/products\/[a-z0-9-]+?-\d+)(-400)?\.webp$/;

/**
 * A srcset for product pictures that come in a small grid size and a large detail size
 * (the catalogue's `-400` variant), so a phone does not download the 800px picture for a card.
 */
export function productImageSrcSet(src: string): string | undefined {
  const match = demoProductImage.exec(src);
  if (!match || match[2]) return undefined;
  return `${match[1]}-400.webp 400w, ${src} 800w`;
}
