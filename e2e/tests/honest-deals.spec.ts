import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mailTo } from './mail';
import { ADMIN, signInAsAdmin } from './admin-session';

const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.E2E_SCREENSHOTS;

// Each journey sets up a seller, a product and a shopper of its own before it starts.
test.describe.configure({ timeout: 180_000 });

/** "Rs. 2,190" as the shop writes money (integer paisa in the API). */
const rupees = (paisa: number) => {
  const value = paisa / 100;
  const text = Number.isInteger(value)
    ? value.toLocaleString('en-PK')
    : value.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `Rs. ${text}`;
};

interface Card {
  slug: string;
  name: string;
  price: number;
  originalPrice: number | null;
  discountPercent: number;
  lowestPrice30d?: number | null;
  discountCorrected?: boolean;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** An approved seller with one product, made through the API; its context stays signed in as the seller. */
async function sellerWithProduct(
  browser: Browser,
  request: APIRequestContext,
  tag: string,
  product: { name: string; price: number; originalPrice: number | null; stock?: number },
) {
  const context = await browser.newContext();
  const registered = await context.request.post('/api/sellers/register', {
    data: {
      firstName: 'Sana',
      lastName: 'Malik',
      email: `seller-${tag}@example.pk`,
      phone: '03211234567',
      address: '5 Gulberg, Lahore',
      brandName: `Noor Threads ${tag}`,
      storeCategory: 'Clothing & Apparel',
      businessDescription: 'Hand-block printed lawn and kurtas',
      password: 'lawn-season-2026',
      confirmPassword: 'lawn-season-2026',
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const sellerId = ((await (await context.request.get('/api/seller/profile')).json()) as { data: { userId: string } })
    .data.userId;
  expect((await request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const approved = await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .png()
    .toBuffer();
  const upload = await context.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'kurta.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await context.request.post('/api/seller/products', {
    data: {
      name: product.name,
      price: product.price,
      originalPrice: product.originalPrice,
      category: 'men',
      image,
      stock: product.stock ?? 5,
      sizes: 'S, M, L',
      description: 'Cotton kurta printed by hand',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const saved = ((await created.json()) as { data: { id: string; slug: string } }).data;
  // The seller's pages, signed in as a person does (the browser keeps its own signed-in hint).
  const page = await context.newPage();
  await signIn(page, `seller-${tag}@example.pk`, 'lawn-season-2026');
  return { context, page, product: saved };
}

test('the product page shows the lowest price of the last 30 days and the price chart on a phone', async ({
  browser,
  request,
}) => {
  // A demo product whose discount stands, with a lowest earlier price to show.
  const list = await request.get('/api/products/top-discounted?limit=40');
  expect(list.ok(), await list.text()).toBeTruthy();
  const cards = ((await list.json()) as { data: Card[] }).data;
  let product: Card | undefined;
  for (const card of cards) {
    const detail = ((await (await request.get(`/api/products/${card.slug}`)).json()) as { data: Card }).data;
    if (detail.discountPercent > 0 && detail.lowestPrice30d != null && !detail.discountCorrected) {
      product = detail;
      break;
    }
  }
  expect(product, 'a demo product with an honest discount').toBeTruthy();

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const historyAsked = page.waitForRequest((r) => r.url().includes(`/api/products/${product!.slug}/price-history`));
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page.getByText(`${product!.discountPercent}% OFF`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('lowest-price-30d')).toHaveText(
    `Lowest price in the 30 days before this price: ${rupees(product!.lowestPrice30d!)}`,
  );

  // The chart is below the first screen: it loads when the shopper scrolls to it.
  const section = page.getByRole('region', { name: 'Price in the last 90 days' });
  await section.scrollIntoViewIfNeeded();
  await historyAsked;
  const chart = section.locator('.recharts-surface');
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const box = await chart.boundingBox();
  expect(box!.width).toBeGreaterThan(280);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  // The summary in words carries what the chart shows.
  await expect(section.locator('figcaption')).toContainText(
    `Lowest price in the 30 days before this price: ${rupees(product!.lowestPrice30d!)}.`,
  );
  await expect(section.locator('figcaption')).toContainText(
    /(Over the last 90 days|Since \d+ \w+) the price ranged from Rs\. [\d,]+ to Rs\. [\d,]+|Price unchanged since/,
  );
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideScroll).toBe(true);
  await shot(page, 'product-phone');
  await context.close();
});

test('a discount whose original price was never charged shows no badge; the seller sees why and the admin lists it', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const name = `Inflated Lawn Kurta ${tag}`;
  const seller = await sellerWithProduct(browser, request, tag, { name, price: 240_000, originalPrice: 400_000 });

  // The shopper sees the price alone: no badge, no struck-through "original" price, no saving.
  const shopperContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/${seller.product.slug}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByText(rupees(240_000), { exact: true }).first()).toBeVisible();
  await expect(shopper.getByText(/% OFF/)).toHaveCount(0);
  await expect(shopper.locator('del', { hasText: rupees(400_000) })).toHaveCount(0);
  await expect(shopper.getByText(/You save/)).toHaveCount(0);
  await expect(shopper.getByTestId('lowest-price-30d')).toHaveCount(0);
  const history = shopper.getByRole('region', { name: 'Price in the last 90 days' });
  await history.scrollIntoViewIfNeeded();
  // One price is said in words, not drawn as a lone dot.
  await expect(history.locator('figcaption')).toContainText(/^Price unchanged since \d+ \w+: Rs\. 2,400\./);
  await expect(history.locator('.recharts-surface')).toHaveCount(0);
  await shot(shopper, 'corrected-product-phone');

  // The seller's edit form says why, and warns before another unearned original price is saved.
  const page = seller.page;
  await page.goto('/seller/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  const review = dialog.getByTestId('price-history-review');
  await expect(review).toContainText(
    `The original price ${rupees(400_000)} was not charged in the 30 days before this price, so shoppers see no discount.`,
  );
  await expect(review).toContainText('Shoppers see now: no discount.');
  await dialog.getByLabel('Original price (Rs.)').fill('5000');
  await expect(dialog.getByTestId('discount-warning')).toContainText(
    'This discount would not count as a real discount.',
  );
  await expect(dialog.getByTestId('discount-warning')).toContainText(
    `The original price ${rupees(500_000)} was not charged in the 30 days before this price`,
  );
  await shot(page, 'seller-form-warning');

  // The admin dashboard counts it and its link lists the product with the reason.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const card = adminPage.locator('.admin-stat', { hasText: 'Discounts corrected' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Corrected discounts' })).toBeVisible();
  const row = adminPage.getByTestId('corrected-product').filter({ hasText: name });
  await expect(row).toContainText('No discount');
  await expect(row).toContainText('was not charged in the 30 days before this price');
  await shot(adminPage, 'admin-corrected-discounts');

  await Promise.all([seller.context.close(), shopperContext.close(), admin.close()]);
});

test('a shopper asks to hear of a price drop, the seller lowers the price, and the shopper hears in the bell and by e-mail', async ({
  browser,
  request,
}) => {
  const tag = `${Date.now().toString(36)}a`;
  const name = `Block Print Kurta ${tag}`;
  const seller = await sellerWithProduct(browser, request, tag, { name, price: 300_000, originalPrice: null });

  // A shopper with an account saves the product and turns its price alert on, on a phone.
  const shopperContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const shopper = await shopperContext.newPage();
  const email = `alert-${tag}@example.pk`;
  const signedUp = await shopperContext.request.post('/api/auth/signup', {
    data: {
      email,
      username: `alert${tag}`,
      firstName: 'Hina',
      lastName: 'Raza',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
      password: 'green-kurta-77',
      confirmPassword: 'green-kurta-77',
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBeTruthy();
  await signIn(shopper, email, 'green-kurta-77');
  await shopper.goto(`/product/${seller.product.slug}`);
  await shopper.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await shopper.goto('/wishlist');
  const alerts = shopper.getByRole('form', { name: `Alerts for ${name}` });
  await alerts.getByLabel('Tell me when the price drops').selectOption('any');
  await alerts.getByRole('button', { name: 'Save alerts' }).click();
  await expect(alerts.getByRole('status')).toHaveText('Alerts saved');
  await expect(alerts).toContainText(`You will hear when it costs less than ${rupees(300_000)}.`);
  await shot(shopper, 'wishlist-alert-phone');

  // The seller lowers the price in the seller area, stating the price before as the original.
  const page = seller.page;
  await page.goto('/seller/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Price (Rs.)', { exact: true }).fill('2500');
  await dialog.getByLabel('Original price (Rs.)').fill('3000');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  // The day's e-mail tells it (an alert read in the shop before the e-mail goes out is not e-mailed).
  const mail = await mailTo(email, `Price drop: ${name}`);
  expect(mail).toContain(`Now ${rupees(250_000)}, down from ${rupees(300_000)}.`);
  expect(mail).toContain('Manage your alerts');

  // The bell tells the shopper, and its link opens the product at its new price.
  await shopper.goto('/');
  await expect(shopper.getByTestId('notification-count')).toHaveText('1');
  await shopper.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await shopper.getByRole('link', { name: new RegExp(`Price drop: ${name}`) }).click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const detail = ((await (await request.get(`/api/products/${seller.product.slug}`)).json()) as { data: Card }).data;
  expect(detail).toMatchObject({ price: 250_000, lowestPrice30d: 300_000 });
  await expect(shopper.getByText(rupees(250_000), { exact: true }).first()).toBeVisible();
  await expect(shopper.getByText(`${detail.discountPercent}% OFF`, { exact: true })).toBeVisible();
  await expect(shopper.getByTestId('lowest-price-30d')).toHaveText(
    `Lowest price in the 30 days before this price: ${rupees(300_000)}`,
  );
  const history = shopper.getByRole('region', { name: 'Price in the last 90 days' });
  await history.scrollIntoViewIfNeeded();
  await expect(history.locator('.recharts-surface')).toBeVisible({ timeout: 30_000 });
  await expect(history.locator('figcaption')).toContainText(`ranged from ${rupees(250_000)} to ${rupees(300_000)}`);

  await shot(shopper, 'price-drop-product-phone');

  await Promise.all([seller.context.close(), shopperContext.close()]);
});

test('the back-in-stock switch on a wishlist product is saved as soon as it is turned, and stays on after a reload', async ({
  browser,
  request,
}) => {
  const tag = `${Date.now().toString(36)}s`;
  const name = `Sold Out Kurta ${tag}`;
  const seller = await sellerWithProduct(browser, request, tag, {
    name,
    price: 280_000,
    originalPrice: null,
    stock: 0,
  });

  const shopperContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const shopper = await shopperContext.newPage();
  const email = `restock-${tag}@example.pk`;
  const signedUp = await shopperContext.request.post('/api/auth/signup', {
    data: {
      email,
      username: `restock${tag}`,
      firstName: 'Hina',
      lastName: 'Raza',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
      password: 'green-kurta-77',
      confirmPassword: 'green-kurta-77',
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBeTruthy();
  await signIn(shopper, email, 'green-kurta-77');
  await shopper.goto(`/product/${seller.product.slug}`);
  await shopper.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await shopper.goto('/wishlist');
  const alerts = shopper.getByRole('form', { name: `Alerts for ${name}` });
  const backInStock = alerts.getByRole('switch', { name: 'Tell me when it is back in stock' });
  await expect(backInStock).not.toBeChecked();

  // Turned on, and nothing else pressed: it is saved.
  await backInStock.check();
  await expect(alerts.getByRole('status')).toHaveText('You will hear when it is back in stock');
  await shopper.reload();
  await expect(backInStock).toBeChecked();
  const saved = await shopperContext.request.get('/api/account/wishlist');
  expect(JSON.stringify(await saved.json())).toContain('"backInStock":true');

  // Turned off again, it stays off.
  await backInStock.uncheck();
  await expect(alerts.getByRole('status')).toHaveText('Back-in-stock alert off');
  await shopper.reload();
  await expect(backInStock).not.toBeChecked();
  await shot(shopper, 'wishlist-back-in-stock-phone');

  await Promise.all([seller.context.close(), shopperContext.close()]);
});
