import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from './admin-session';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** The footer's brand links, as a shopper sees them. */
const footerBrands = (page: Page) => page.getByRole('navigation', { name: 'Brands' }).getByRole('link');

/** The category page's brand filter (the filter column on a wide screen). */
const brandFilter = (page: Page) => page.getByRole('complementary', { name: 'Filters' }).getByLabel('Brand');

test('a newly registered brand stays out of the footer and the brand filter until it is approved and has a product', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Saffron Looms ${tag}`;
  const productName = `Saffron Looms Block Print Kurta ${tag}`;

  // 1. A visitor registers a brand at /become-a-seller.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto('/become-a-seller');
  await fill(seller, 'First Name', 'Hina');
  await fill(seller, 'Last Name', 'Qureshi');
  await fill(seller, 'Email', `saffron-${tag}@example.pk`);
  await fill(seller, 'Phone Number', '03211234567');
  await fill(seller, 'Address', '9 Gulberg, Lahore');
  await fill(seller, 'Brand Name', brand);
  await seller.getByLabel('Store Category').selectOption('Clothing & Apparel');
  await fill(seller, 'Business Description', 'Hand-woven shawls and block-printed kurtas');
  await fill(seller, 'Password', 'saffron-season-2026');
  await fill(seller, 'Confirm Password', 'saffron-season-2026');
  await seller.getByRole('button', { name: 'Register as Seller' }).click();
  await expect(seller.getByText('Your seller account is pending approval')).toBeVisible();
  const sellerId = await seller.evaluate(
    async () => ((await (await fetch('/api/seller/profile')).json()) as { data: { userId: string } }).data.userId,
  );

  // 2. A shopper sees neither the brand in the footer nor in a category page's brand filter.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto('/category/men');
  await expect(footerBrands(shopper).filter({ hasText: 'Khaadi' })).toHaveCount(1);
  await expect(footerBrands(shopper).filter({ hasText: brand })).toHaveCount(0);
  await expect(brandFilter(shopper).locator('option', { hasText: 'Khaadi' })).toHaveCount(1);
  await expect(brandFilter(shopper).locator('option', { hasText: brand })).toHaveCount(0);

  // 3. An admin approves the seller: still no product, so still not shown.
  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBeTruthy();
  const approved = await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await shopper.reload();
  await expect(footerBrands(shopper).filter({ hasText: 'Khaadi' })).toHaveCount(1);
  await expect(footerBrands(shopper).filter({ hasText: brand })).toHaveCount(0);

  // 4. The seller adds a product in Men.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .png()
    .toBuffer();
  const upload = await sellerContext.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'kurta.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await sellerContext.request.post('/api/seller/products', {
    data: {
      name: productName,
      price: 240_000,
      originalPrice: 400_000,
      category: 'men',
      image,
      stock: 5,
      sizes: 'S, M, L',
      description: 'Cotton kurta printed by hand',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  // 5. Now the brand is in the footer and the brand filter, and filtering by it finds the product.
  await shopper.reload();
  await expect(footerBrands(shopper).filter({ hasText: brand })).toHaveCount(1);
  await expect(brandFilter(shopper).locator('option', { hasText: brand })).toHaveCount(1);
  await brandFilter(shopper).selectOption({ label: brand });
  await expect(shopper.getByRole('heading', { name: productName, exact: true })).toBeVisible();
  await expect(shopper.getByText('Showing 1 product', { exact: true })).toBeVisible();

  await sellerContext.close();
  await shopperContext.close();
});
