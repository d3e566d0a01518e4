import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from './admin-session';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the home hero fills 60vh with its words in the page, not in the picture', async ({ page }) => {
    await page.goto('/');
    const slide = page.locator('.hero-slide').first();
    await expect(slide.getByRole('heading', { level: 2 })).toBeVisible();
    const heroHeight = await page
      .locator('.hero-image')
      .first()
      .evaluate((image) => image.getBoundingClientRect().height);
    expect(Math.round(heroHeight)).toBe(Math.round(740 * 0.6));
    // The title is real text at a readable size, over the picture.
    const titleSize = await slide
      .getByRole('heading', { level: 2 })
      .evaluate((title) => Number.parseFloat(getComputedStyle(title).fontSize));
    expect(titleSize).toBeGreaterThanOrEqual(24);
    await expect(page.locator('.hero-image').first()).toHaveAttribute('alt', '');
  });

  test("all four of a product's tabs are on screen at once, none cut", async ({ page, request }) => {
    const featured = (await (await request.get('/api/products/featured')).json()) as { data: { slug: string }[] };
    await page.goto(`/product/${featured.data[0]!.slug}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const name of ['Details', 'Delivery', 'Detailed Overview', 'Reviews']) {
      const tab = page.getByRole('tab', { name });
      await tab.scrollIntoViewIfNeeded();
      const box = (await tab.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      // Nothing of the label is hidden: the tab is as wide as its text needs.
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true);
    }
    const row = page.getByRole('tablist');
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test('a category named in the address leads to its slug address', async ({ page }) => {
  await page.goto('/category/Women');
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await page.goto('/category/Ready%20to%20Wear');
  await expect(page).toHaveURL(/\/category\/women-pret$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Wear' })).toBeVisible();
});

test("the seller's Add Product shows the chosen picture before it is uploaded", async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const seller = { email: `preview-${tag}@example.pk`, password: 'lawn-season-2026' };
  await page.goto('/become-a-seller');
  for (const [label, value] of [
    ['First Name', 'Sana'],
    ['Last Name', 'Malik'],
    ['Email', seller.email],
    ['Phone Number', '03211234567'],
    ['Address', '5 Gulberg, Lahore'],
    ['Brand Name', `Preview Looms ${tag}`],
    ['Business Description', 'Hand-block printed lawn'],
    ['Password', seller.password],
    ['Confirm Password', seller.password],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Store Category').selectOption('Clothing & Apparel');
  await page.getByRole('button', { name: 'Register as Seller' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  const sellerId = await page.evaluate(
    async () => ((await (await fetch('/api/seller/profile')).json()) as { data: { userId: string } }).data.userId,
  );
  expect((await request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  expect(
    (await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } })).ok(),
  ).toBeTruthy();
  await page.reload();
  await page.getByRole('link', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog');
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .png()
    .toBuffer();
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: photo });
  const preview = dialog.getByRole('img', { name: 'Product preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Loaded, not refused by the Content-Security-Policy: the browser knows its size.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(600);
});
