import { expect, test } from '@playwright/test';
import { sellerWithProduct } from './seller-with-product';
import { signInAsAdmin } from './admin-session';

test('an unknown category says so at once, and a page past the last says where the products are', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/.*no-such-category/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/category/no-such-category');
  await expect(page.getByText('Category not found')).toBeVisible();
  // No retries of a 404: the browser asks at most once (the server may have asked as it rendered the
  // page), and not again after the delay a retry would wait.
  await page.waitForTimeout(1_500);
  expect(asked.length).toBeLessThanOrEqual(1);
  await expect(page.locator('.placeholder-glow, .product-card-skeleton')).toHaveCount(0);

  await page.goto('/category/women?page=999');
  await expect(
    page.getByText(/^There is no page 999: this category has [\d,]+ products on \d+ pages\.$/),
  ).toBeVisible();
  await expect(page.getByText('No products found')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('on a phone the admin reads the whole Users search hint, and the categories to move products to are in order', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await expect(search).toHaveAttribute('placeholder', 'Name, e-mail, username or phone');
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const context2d = document.createElement('canvas').getContext('2d')!;
    context2d.font = getComputedStyle(input).font;
    const style = getComputedStyle(input);
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context2d.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);

  await page.goto('/admin/categories');
  // a category with products and no sub-categories of its own asks where its products go
  const rows = page.getByRole('listitem').filter({ hasText: /[1-9][\d,]* products?/ });
  await expect(rows.first()).toBeVisible();
  const move = page.getByLabel('Move its products to');
  for (let i = (await rows.count()) - 1; i >= 0; i--) {
    await rows.nth(i).getByRole('button', { name: 'Delete', exact: true }).click();
    if (await move.isVisible()) break;
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  const names = (await move.locator('option').allTextContents()).slice(1);
  expect(names.length).toBeGreaterThan(2);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  await context.close();
});

test('a seller changes only the price of a discounted product: it saves with the discount the new prices make, and the seller is told what shoppers see of it', async ({
  browser,
}) => {
  const seller = await sellerWithProduct(browser, 'Price Lane', { name: 'Lawn three-piece', price: 400_000 });
  const { page } = seller;
  await page.goto('/seller/products');
  await page.getByRole('button', { name: 'Edit Lawn three-piece' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Discount (%)')).toHaveValue('');
  await expect(dialog.getByText('Computed from the prices: 50%')).toBeVisible();
  await dialog.getByLabel('Price (Rs.)', { exact: true }).fill('3000');
  await expect(dialog.getByText('Computed from the prices: 63%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Lawn three-piece' });
  await expect(row).toContainText('Rs. 3,000');
  await expect(row).toContainText('63%');
  // Shoppers are not shown 63% off Rs. 8,000, never charged: the seller is told on saving, and in the list.
  const note =
    'The original price Rs. 8,000 was not charged in the 30 days before this price, so shoppers see 25% off Rs. 4,000, the lowest earlier price. Shoppers will see 63% off Rs. 8,000 once Rs. 8,000 has been charged on 7 of the 30 days before the sale price: charge Rs. 8,000 for 7 days, then lower the price.';
  await expect(page.getByTestId('saved-discount-note')).toHaveText(`Lawn three-piece: ${note}`);
  await page.getByTestId('saved-discount-note').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('saved-discount-note')).toHaveCount(0);
  await row.locator('summary', { hasText: 'Shoppers see 25%' }).click();
  await expect(row.getByText(note)).toBeVisible();
  await seller.context.close();
});

test('on a phone the seller’s product list shows Edit and Delete without scrolling sideways', async ({ browser }) => {
  const seller = await sellerWithProduct(browser, 'Narrow Loom', { name: 'Cotton dupatta', price: 150_000 });
  const { page } = seller;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/seller/products');
  for (const name of ['Edit Cotton dupatta', 'Delete Cotton dupatta']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.getByRole('button', { name: 'Edit Cotton dupatta' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await seller.context.close();
});

test("a failure the shop has no words for shows its request's reference, as the server named it", async ({ page }) => {
  await page.goto('/');
  let reference = '';
  // The real answer's id, on an answer turned into the server failing.
  await page.route(/\/api\/search\?/, async (route) => {
    const answer = await route.fetch();
    reference = answer.headers()['x-request-id'] ?? '';
    await route.fulfill({
      status: 500,
      headers: { 'content-type': 'application/json', 'x-request-id': reference },
      body: JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error' } }),
    });
  });
  const search = page.getByLabel('Search sale products');
  await search.fill('lawn');
  await search.press('Enter');
  await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('error-reference')).toHaveText(`Reference: ${reference}`);
});
