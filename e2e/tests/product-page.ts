import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * React has taken the server's page over where `element` is: a click on it now reaches the page's
 * code. The server's HTML paints first, and a click on a part React has not taken over yet does
 * nothing, as it would for a shopper who taps that early.
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** The product page is on screen and answers clicks: its Buy Now button (there even when sold out) is React's. */
export async function productPageReady(page: Page) {
  const buyNow = page.getByRole('button', { name: 'Buy Now' });
  await expect(buyNow).toBeVisible();
  await hydrated(buyNow);
}

/**
 * Picks the first size that can be bought, then the first colour that can in it, when the product
 * has them, so Add to Bag can go through.
 */
export async function chooseOptions(page: Page) {
  await productPageReady(page);
  for (const name of [/^Size/, /^Colour/]) {
    const group = page.getByRole('group', { name });
    if ((await group.count()) > 0) await group.getByRole('button', { disabled: false }).first().click();
  }
}

/**
 * A bag line of the product that can be bought, as a checkout body holds it: its size and colour
 * with the most in stock (neither where its stock is not split by them).
 */
export async function buyableLine(request: APIRequestContext, slug: string, quantity = 1) {
  const { id, variants } = (
    (await (await request.get(`/api/products/${encodeURIComponent(slug)}`)).json()) as {
      data: { id: string; variants: Array<{ size: string; color: string; stock: number }> };
    }
  ).data;
  const most = [...variants].sort((a, b) => b.stock - a.stock)[0];
  return {
    product_id: id,
    quantity,
    ...(most?.size ? { size: most.size } : {}),
    ...(most?.color ? { color: most.color } : {}),
  };
}
