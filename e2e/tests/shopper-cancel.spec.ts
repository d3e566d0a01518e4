import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { productPageReady } from './product-page';
import { ADMIN } from './admin-session';

/** An approved seller with one product of small stock, so the product page says "Only N left in stock". */
async function sellerWithProduct(
  browser: Browser,
  request: APIRequestContext,
  tag: string,
  seller: { first: string; brand: string; product: string; colour: { r: number; g: number; b: number } },
) {
  const context = await browser.newContext();
  const registered = await context.request.post('/api/sellers/register', {
    data: {
      firstName: seller.first,
      lastName: 'Qureshi',
      email: `${seller.first.toLowerCase()}.${tag}@example.pk`,
      phone: '03001112233',
      address: '9 Zamzama, Karachi',
      brandName: `${seller.brand} ${tag}`,
      businessDescription: 'Lawn and denim',
      storeCategory: 'Clothing & Apparel',
      password: 'season-2026-lawn',
      confirmPassword: 'season-2026-lawn',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const sellerId = ((await (await context.request.get('/api/seller/profile')).json()) as { data: { userId: string } })
    .data.userId;
  expect((await request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  expect(
    (await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } })).ok(),
  ).toBeTruthy();
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: seller.colour } })
    .png()
    .toBuffer();
  const upload = await context.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'item.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await context.request.post('/api/seller/products', {
    data: { name: `${seller.product} ${tag}`, price: 240_000, category: 'women', image, stock: 3 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const product = ((await created.json()) as { data: { id: string; slug: string; name: string } }).data;
  await context.close();
  return product;
}

test('a signed-in shopper cancels one part of a split order with a reason and sees its stock back', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const kurta = await sellerWithProduct(browser, request, tag, {
    first: 'Hina',
    brand: 'Hina Lawn',
    product: 'Mint Lawn Kurta',
    colour: { r: 60, g: 170, b: 140 },
  });
  const jeans = await sellerWithProduct(browser, request, tag, {
    first: 'Omar',
    brand: 'Omar Denim',
    product: 'Indigo Slim Jeans',
    colour: { r: 30, g: 50, b: 120 },
  });

  // A shopper with an account orders two kurtas from one seller and jeans from the other.
  const shopperContext = await browser.newContext();
  const shopper = { email: `cancel.${tag}@example.pk`, password: 'chai-and-biscuits-9' };
  const signup = await shopperContext.request.post('/api/auth/signup', {
    data: {
      email: shopper.email,
      password: shopper.password,
      confirmPassword: shopper.password,
      username: `cancel${tag}`,
      firstName: 'Ayesha',
      lastName: 'Khan',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  const page = await shopperContext.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const placed = await shopperContext.request.post('/api/docheckout', {
    data: {
      name: 'Ayesha Khan',
      email: shopper.email,
      phone: '0300 1234567',
      zipcode: '54000',
      address: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      payment_method: 'cod',
      items: [
        { product_id: kurta.id, quantity: 2 },
        { product_id: jeans.id, quantity: 1 },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderNumber = ((await placed.json()) as { data: { order: { order_number: string } } }).data.order.order_number;

  await page.goto(`/product/${kurta.slug}`);
  await productPageReady(page);
  await expect(page.getByText('Only 1 left in stock')).toBeVisible();

  // The order page: each seller's part has its own Cancel button while it is not yet shipped.
  await page.goto('/orders');
  await page
    .getByTestId('order-row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const parts = page.getByTestId('seller-order');
  await expect(parts).toHaveCount(2);
  const kurtaPart = parts.filter({ hasText: kurta.name });
  const jeansPart = parts.filter({ hasText: jeans.name });
  await kurtaPart.getByRole('button', { name: /^Cancel items from Hina Lawn/ }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Cancel your items from Hina Lawn ${tag}?` })).toBeVisible();
  // No reason yet: the dialog says so and cancels nothing.
  await dialog.getByRole('button', { name: 'Cancel these items' }).click();
  await expect(dialog.getByText('Please give a reason for cancelling')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Found it cheaper' }).check();
  await page.screenshot({ path: test.info().outputPath('cancel-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel these items' }).click();
  await expect(dialog).toBeHidden();

  await expect(kurtaPart.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(kurtaPart.getByText('You cancelled: Found it cheaper')).toBeVisible();
  await expect(kurtaPart.getByRole('button', { name: /^Cancel items/ })).toHaveCount(0);
  // The other seller's part is untouched and can still be cancelled.
  await expect(jeansPart.getByText('Pending', { exact: true })).toBeVisible();
  await expect(jeansPart.getByRole('button', { name: /^Cancel items from Omar Denim/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-after-cancel.png'), fullPage: true });

  // The two kurtas are back on sale; the jeans are still taken.
  await page.goto(`/product/${kurta.slug}`);
  await productPageReady(page);
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
  await page.goto(`/product/${jeans.slug}`);
  await productPageReady(page);
  await expect(page.getByText('Only 2 left in stock')).toBeVisible();
});
