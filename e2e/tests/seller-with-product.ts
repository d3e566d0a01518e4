import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN } from './admin-session';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * A seller registered at /become-a-seller, approved by the admin, with one product in Men (price in
 * paisa, no sizes): its page stays signed in as the seller.
 */
export async function sellerWithProduct(browser: Browser, brand: string, product: { name: string; price: number }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tag = brand.toLowerCase().replace(/\W+/g, '-');
  await page.goto('/become-a-seller');
  await fill(page, 'First Name', 'Hina');
  await fill(page, 'Last Name', 'Qureshi');
  await fill(page, 'Email', `${tag}@example.pk`);
  await fill(page, 'Phone Number', '03211234567');
  await fill(page, 'Address', '9 Gulberg, Lahore');
  await fill(page, 'Brand Name', brand);
  await page.getByLabel('Store Category').selectOption('Clothing & Apparel');
  await fill(page, 'Business Description', 'Hand-woven shawls and block-printed kurtas');
  await fill(page, 'Password', 'parcel-season-2026');
  await fill(page, 'Confirm Password', 'parcel-season-2026');
  await page.getByRole('button', { name: 'Register as Seller' }).click();
  await expect(page.getByText('Your seller account is pending approval')).toBeVisible();
  const sellerId = await page.evaluate(
    async () => ((await (await fetch('/api/seller/profile')).json()) as { data: { userId: string } }).data.userId,
  );
  const admin = await browser.newContext();
  expect((await admin.request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const approved = await admin.request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.close();

  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  const upload = await context.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'parcel.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await context.request.post('/api/seller/products', {
    data: { ...product, originalPrice: product.price * 2, category: 'men', image, stock: 5, description: 'Hand made' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id: productId, slug } = ((await created.json()) as { data: { id: string; slug: string } }).data;
  return { page, context, productId, slug };
}
