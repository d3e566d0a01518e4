import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { productPageReady } from './product-page';
import { ADMIN } from './admin-session';

test("a seller splits a product's stock by size through the grid, and a shopper cannot pick the size sold out", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const productName = `Zara Lawn Kurta ${tag}`;

  // An approved seller with a kurta in S, M and L that shares one stock of 6, as products did before.
  const sellerContext = await browser.newContext();
  // Signed in through the API, so the app is told as its own sign-in would (decision 0009).
  await sellerContext.addInitScript(() => localStorage.setItem('onsale.signed-in', '1'));
  const registered = await sellerContext.request.post('/api/sellers/register', {
    data: {
      firstName: 'Zara',
      lastName: 'Hussain',
      email: `sizes.${tag}@example.pk`,
      phone: '03001112233',
      address: '9 Zamzama, Karachi',
      brandName: `Zara Looms ${tag}`,
      businessDescription: 'Lawn kurtas',
      storeCategory: 'Clothing & Apparel',
      password: 'zara-season-26',
      confirmPassword: 'zara-season-26',
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
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  const upload = await sellerContext.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'kurta.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await sellerContext.request.post('/api/seller/products', {
    data: { name: productName, price: 240_000, category: 'women', image, stock: 6, sizes: 'S, M, L' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  // The seller's list flags sizes that still share one stock.
  const page = await sellerContext.newPage();
  await page.goto('/seller/manage-products');
  const row = page.getByRole('row').filter({ hasText: productName });
  // Product, Category, Price, Discount, Stock
  const stockCell = row.getByRole('cell').nth(4);
  await expect(row.getByText('Stock not split by size')).toBeVisible();

  // The form works as before until the seller chooses to split the stock.
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Add stock', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Stock of size M', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Set stock per size' }).click();
  await expect(dialog.getByLabel('Add stock', { exact: true })).toHaveCount(0);
  await expect(dialog.getByText("The product's stock becomes their sum")).toBeVisible();
  await expect(dialog.getByLabel('Stock of size S', { exact: true })).toHaveValue('');
  await dialog.getByLabel('Stock of size M', { exact: true }).fill('2');
  await dialog.getByLabel('Stock of size L', { exact: true }).fill('3');
  await expect(dialog.getByText('Total: 5')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(stockCell).toHaveText(/^5Sold out: S$/);
  await expect(row.getByText('Stock not split by size')).toHaveCount(0);

  // Split, each size moves by its own change, and a change below 0 is named on its cell.
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  await expect(dialog.getByLabel('Add stock', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Stock of size L', { exact: true }).fill('-4');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const large = dialog.getByLabel('Stock of size L', { exact: true });
  await expect(large).toHaveAttribute('aria-invalid', 'true');
  await expect(large).toHaveAccessibleDescription(/Stock of size L cannot go below 0: there are 3 units/);
  await large.fill('-1');
  await expect(dialog.getByText('Total: 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(stockCell).toHaveText(/^4Sold out: S$/);

  // Two units of M arrive while the form is open: the save is refused and the grid shows them.
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  await expect(dialog.getByLabel('Stock of size M', { exact: true })).toHaveAccessibleDescription('2 now');
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const read = (
    (await (await sellerContext.request.get(`/api/seller/products/${id}`)).json()) as {
      data: Record<string, unknown>;
    }
  ).data;
  const { name, description, longDescription, category, price, originalPrice, sizes, colors, keywords } = read;
  const restocked = await sellerContext.request.put(`/api/seller/products/${id}`, {
    data: {
      ...{ name, description, longDescription, category, price, originalPrice, sizes, colors, keywords },
      ...{ image: read.image, gallery: read.gallery, version: read.version },
      variantStock: [{ size: 'M', color: '', change: 2 }],
    },
  });
  expect(restocked.ok(), await restocked.text()).toBeTruthy();
  await dialog.getByLabel('Stock of size S', { exact: true }).fill('+1');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('This product changed since you opened it')).toBeVisible();
  await expect(dialog.getByLabel('Stock of size S', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Stock of size M', { exact: true })).toHaveAccessibleDescription('4 now');
  await dialog.getByLabel('Stock of size S', { exact: true }).fill('+1');
  await expect(dialog.getByText('Total: 7')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(stockCell).toHaveText('7');

  // The seller takes that unit of S away again: S is sold out.
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  await dialog.getByLabel('Stock of size S', { exact: true }).fill('-1');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(stockCell).toHaveText(/^6Sold out: S$/);

  // A shopper sees size S sold out, and can still choose M.
  const address = await row.getByRole('link', { name: productName }).getAttribute('href');
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(address!);
  await productPageReady(shopper);
  const sizeChoices = shopper.getByRole('group', { name: /^Size/ });
  await expect(sizeChoices.getByRole('button', { name: 'S, Sold out' })).toBeDisabled();
  await expect(sizeChoices.getByRole('button', { name: 'M', exact: true })).toBeEnabled();

  await sellerContext.close();
  await shopperContext.close();
});
