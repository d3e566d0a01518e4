import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { productPageReady } from './product-page';
import { ADMIN } from './admin-session';

const photo = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

test('a seller gives a colour its picture; a shopper choosing that colour sees it, and so do the bag and checkout', async ({
  browser,
  request,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const productName = `Sana Lawn Suit ${tag}`;

  // An approved seller with a lawn suit in Navy and Beige, its one picture the navy one.
  const sellerContext = await browser.newContext();
  await sellerContext.addInitScript(() => localStorage.setItem('onsale.signed-in', '1'));
  const registered = await sellerContext.request.post('/api/sellers/register', {
    data: {
      firstName: 'Sana',
      lastName: 'Malik',
      email: `colours.${tag}@example.pk`,
      phone: '03004445566',
      address: '4 Liberty, Lahore',
      brandName: `Sana Looms ${tag}`,
      businessDescription: 'Lawn suits',
      storeCategory: 'Clothing & Apparel',
      password: 'sana-season-26',
      confirmPassword: 'sana-season-26',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const sellerId = (
    (await (await sellerContext.request.get('/api/seller/profile')).json()) as { data: { userId: string } }
  ).data.userId;
  expect((await request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  expect(
    (await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } })).ok(),
  ).toBeTruthy();
  const upload = await sellerContext.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'navy.png', mimeType: 'image/png', buffer: await photo({ r: 20, g: 40, b: 110 }) } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const navy = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await sellerContext.request.post('/api/seller/products', {
    data: {
      name: productName,
      price: 450_000,
      category: 'women',
      image: navy,
      stock: 8,
      sizes: 'M',
      colors: 'Navy, Beige',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  // The seller attaches a picture to Beige in the product form.
  const page = await sellerContext.newPage();
  await page.goto('/seller/manage-products');
  const row = page.getByRole('row').filter({ hasText: productName });
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Picture of Beige', { exact: true })
    .setInputFiles({ name: 'beige.png', mimeType: 'image/png', buffer: await photo({ r: 225, g: 200, b: 160 }) });
  await expect(dialog.getByRole('img', { name: 'Picture of Beige' })).toBeVisible();
  await dialog.getByRole('group', { name: 'Colour pictures' }).screenshot({ path: testInfo.outputPath('form.png') });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const saved = (await (await sellerContext.request.get(`/api/seller/products/${id}`)).json()) as {
    data: { slug: string; colorImages: { color: string; image: string }[] };
  };
  const beige = saved.data.colorImages.find((entry) => entry.color === 'Beige')?.image;
  expect(beige).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);

  // A shopper sees the navy picture, chooses Beige, and the main picture becomes the beige one.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const errors: string[] = [];
  shopper.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await shopper.goto(`/product/${saved.data.slug}`);
  await productPageReady(shopper);
  const main = shopper.locator('.product-gallery-main img');
  await expect(main).toHaveAttribute('src', navy);
  await shopper
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Beige' })
    .click();
  await expect(main).toHaveAttribute('src', beige!);
  await expect(shopper.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  await shopper.screenshot({ path: testInfo.outputPath('product-beige.png') });

  // Beige in the bag and at checkout shows the beige picture.
  await shopper.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(shopper.getByText('Product added to your bag!')).toBeVisible();
  await shopper.goto('/cart');
  const line = shopper.getByTestId('bag-line').filter({ hasText: productName });
  await expect(line.locator('.bag-line-image img')).toHaveAttribute('src', beige!);
  await shopper.screenshot({ path: testInfo.outputPath('bag-beige.png') });
  await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await shopper.getByLabel('Full Name').fill('Ayesha Khan');
  await shopper.getByLabel('Email').fill(`beige.${tag}@example.pk`);
  await shopper.getByLabel('Phone').fill('0300 1234567');
  await shopper.getByLabel('Address').fill('12 Main Boulevard, Gulberg III');
  await shopper.getByLabel('City').fill('Lahore');
  await shopper.getByLabel('Province').selectOption('Punjab');
  await shopper.getByLabel('Postcode').fill('54000');
  await shopper.getByRole('button', { name: 'Continue to Checkout' }).click();
  const item = shopper.getByTestId('checkout-item').filter({ hasText: productName });
  await expect(item.locator('img')).toHaveAttribute('src', beige!);
  await shopper.screenshot({ path: testInfo.outputPath('checkout-beige.png') });

  // The order keeps the beige picture on its line.
  const placed = shopper.waitForResponse((response) => response.url().endsWith('/api/docheckout'));
  await shopper.getByRole('button', { name: 'Confirm Order' }).click();
  const order = (await (await placed).json()) as {
    data: { order: { order_items: { product: { image: string }; color: string }[] } };
  };
  expect(order.data.order.order_items.map((line) => [line.color, line.product.image])).toEqual([['Beige', beige]]);
  await expect(shopper).toHaveURL(/\/thank-you$/, { timeout: 10_000 });
  expect(errors).toEqual([]);

  await sellerContext.close();
  await shopperContext.close();
});
