import { useEffect } from 'react';

export const SHOP_NAME = 'OnSale';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the page's title and description; pass nothing until the page knows what it shows. */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const fullTitle = title === SHOP_NAME ? title : `${title} | ${SHOP_NAME}`;
    document.title = fullTitle;
    setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    if (description !== undefined) {
      setMeta('meta[name="description"]', 'name', 'description', description);
      setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    }
  }, [title, description]);
}
