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

/** Sets the document's title and description as the shopper moves to another page. */
export function setDocumentMeta(title: string, description: string | undefined): void {
  const fullTitle = title === SHOP_NAME ? title : `${title} | ${SHOP_NAME}`;
  document.title = fullTitle;
  setMeta('meta[property="og:title"]', 'property', 'og:title', fullTitle);
  if (description !== undefined) {
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }
}
