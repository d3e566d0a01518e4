import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { productPageReady } from './product-page';
import { ADMIN } from './admin-session';

const PHONE = { width: 390, height: 844 };

/** The first demo product of a category, by its address. */
async function firstProductOf(request: APIRequestContext, category: string) {
  const answer = (await (await request.get(`/api/categories/${category}`)).json()) as {
    data: { products: Array<{ slug: string; name: string }> };
  };
  const product = answer.data.products[0];
  expect(product, `a demo product in ${category}`).toBeTruthy();
  return product!;
}

test.describe('the size chart dialog on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a shopper opens the chart of a pair of shoes, reads it in cm and inches with how to measure, and closes it', async ({
    page,
    request,
  }) => {
    const shoes = await firstProductOf(request, 'footwear');
    await page.goto(`/product/${shoes.slug}`);
    await productPageReady(page);

    const button = page.getByRole('button', { name: 'Size chart' });
    await button.tap();
    const dialog = page.getByRole('dialog', { name: /Size chart/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Foot length' })).toBeVisible();
    const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '42', exact: true }) });
    await expect(row.getByRole('cell')).toHaveText('26.5 cm (10.4 in)');
    await expect(dialog.getByRole('heading', { name: 'How to measure' })).toBeVisible();
    await expect(dialog.getByText(/Mark your heel and your longest toe/)).toBeVisible();

    // Nothing sticks out of a phone's screen: the dialog fits its width.
    const box = (await dialog.locator('.modal-content').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.tap();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close size chart' }).tap();
    await expect(dialog).toBeHidden();
  });

  test('a wide chart scrolls sideways inside the dialog and a fragrance shows no chart', async ({ page, request }) => {
    const top = await firstProductOf(request, 'women');
    await page.goto(`/product/${top.slug}`);
    await productPageReady(page);
    await page.getByRole('button', { name: 'Size chart' }).tap();
    const dialog = page.getByRole('dialog', { name: /Size chart/ });
    await expect(dialog.getByRole('columnheader', { name: 'Length' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'M', exact: true })).toBeVisible();
    // Four measurements are wider than a phone: the table scrolls inside its region, the page itself never sideways.
    const region = dialog.getByRole('region', { name: /in cm and inches/ });
    expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    const perfume = await firstProductOf(request, 'fragrances');
    await page.goto(`/product/${perfume.slug}`);
    await productPageReady(page);
    await expect(page.getByRole('button', { name: 'Size chart' })).toHaveCount(0);
  });
});

test('a seller keeps a size chart, attaches it to a product, and the product page shows it', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const productName = `Hira Pret Shirt ${tag}`;
  const sellerContext = await browser.newContext();
  await sellerContext.addInitScript(() => localStorage.setItem('onsale.signed-in', '1'));
  const registered = await sellerContext.request.post('/api/sellers/register', {
    data: {
      firstName: 'Hira',
      lastName: 'Malik',
      email: `charts.${tag}@example.pk`,
      phone: '03001112244',
      address: '4 Gulberg, Lahore',
      brandName: `Hira Studio ${tag}`,
      businessDescription: 'Pret shirts',
      storeCategory: 'Clothing & Apparel',
      password: 'hira-season-26',
      confirmPassword: 'hira-season-26',
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
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 140, g: 60, b: 90 } } })
    .png()
    .toBuffer();
  const upload = await sellerContext.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'shirt.png', mimeType: 'image/png', buffer: photo } },
  });
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  // In Beauty, whose products show no chart of the marketplace's: the one shown is the seller's.
  const created = await sellerContext.request.post('/api/seller/products', {
    data: { name: productName, price: 180_000, category: 'beauty', image, stock: 6, sizes: 'S, M' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  // The seller writes a chart on the Size charts page.
  const page = await sellerContext.newPage();
  await page.goto('/seller');
  await page.getByRole('navigation', { name: 'Seller area' }).getByRole('link', { name: 'Size charts' }).click();
  await expect(page.getByRole('heading', { name: 'Size charts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New size chart' }).click();
  const editor = page.getByRole('dialog', { name: 'New size chart' });
  await editor.getByLabel('Name', { exact: true }).fill('Pret shirts');
  await editor.getByRole('button', { name: 'Remove size L' }).click();
  await editor.getByRole('button', { name: 'Remove measurement Waist' }).click();
  await editor.getByLabel('Chest of size S, cm').fill('92');
  await editor.getByLabel('Length of size S, cm').fill('98.5');
  await editor.getByLabel('Chest of size M, cm').fill('97');
  await editor.getByLabel('Length of size M, cm').fill('100.25');
  await editor.getByRole('button', { name: 'Save chart' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Size M: Length may have at most one decimal');
  await editor.getByLabel('Length of size M, cm').fill('100');
  await expect(editor.getByText('39.4 in')).toBeVisible();
  await editor.getByRole('button', { name: 'Save chart' }).click();
  await expect(page.getByText('Size chart Pret shirts saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: '98.5 cm (38.8 in)' })).toBeVisible();

  // Then attaches it in the product form.
  await page.goto('/seller/manage-products');
  const row = page.getByRole('row').filter({ hasText: productName });
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Size chart').selectOption({ label: 'Pret shirts' });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  // A shopper sees it beside the sizes.
  const shopper = await browser.newPage();
  await shopper.goto(`/product/${slug}`);
  await productPageReady(shopper);
  await shopper.getByRole('button', { name: 'Size chart' }).click();
  const dialog = shopper.getByRole('dialog', { name: /Size chart/ });
  await expect(dialog.getByText(`Pret shirts · ${productName}`)).toBeVisible();
  const m = dialog.getByRole('row').filter({ has: shopper.getByRole('rowheader', { name: 'M', exact: true }) });
  await expect(m.getByRole('cell')).toHaveText(['97 cm (38.2 in)', '100 cm (39.4 in)']);
  await sellerContext.close();
});
