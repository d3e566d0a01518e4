import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInAsAdmin, adminNav } from './admin-session';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in and checks the dashboard's heading and title. */
async function adminSignIn(page: Page) {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Admin | OnSale');
}

test('an admin approves a seller, reprices a product the storefront then shows, and blocks a buyer who is signed out at once', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Zari House ${tag}`;
  const buyer = { email: `buyer.${tag}@example.pk`, password: 'green-kurta-77' };

  // A pending seller registers through the seller area's API.
  const registered = await request.post('/api/sellers/register', {
    data: {
      firstName: 'Hira',
      lastName: 'Aslam',
      email: `seller.${tag}@example.pk`,
      phone: '03001112233',
      address: '7 Model Town, Lahore',
      brandName: brand,
      businessDescription: 'Zari and tilla work',
      storeCategory: 'Clothing & Apparel',
      password: 'zari-season-26',
      confirmPassword: 'zari-season-26',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // A buyer signs up in their own browser and is signed in.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/signup');
  await buyerPage.getByLabel('Email').fill(buyer.email);
  await buyerPage.getByLabel('Username').fill(`buyer${tag}`);
  await buyerPage.getByLabel('First Name').fill('Bilal');
  await buyerPage.getByLabel('Last Name').fill('Raza');
  await buyerPage.getByLabel('Phone Number').fill('03007654321');
  await buyerPage.getByLabel('Address').fill('3 Canal View, Lahore');
  await buyerPage.getByLabel('Password', { exact: true }).fill(buyer.password);
  await buyerPage.getByLabel('Confirm Password').fill(buyer.password);
  await buyerPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(buyerPage).toHaveURL(/\/$/);
  await buyerPage.goto('/orders');
  await expect(buyerPage).toHaveURL(/\/orders$/);

  // The admin signs in; the badge counts the seller waiting for approval.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await expect(admin.getByRole('link', { name: /Dashboard\s*\d+\s*items need attention/ })).toBeVisible();

  // Approve the pending seller.
  await adminNav(admin, 'Sellers').click();
  await admin.getByRole('link', { name: /^pending$/i }).click();
  await admin.getByRole('button', { name: `Approve ${brand}` }).click();
  await expect(admin.getByText(`${brand} approved; the seller has been e-mailed`)).toBeVisible();
  await admin.getByRole('link', { name: /^approved$/i }).click();
  await expect(admin.getByRole('row', { name: new RegExp(escape(brand)) }).getByText('approved')).toBeVisible();

  // Reprice a product; the storefront shows the new price.
  const product = (
    (await (await request.get('/api/products/top-discounted?limit=1')).json()).data as {
      name: string;
      slug: string;
      price: number;
    }[]
  )[0]!;
  const [newPrice, shown] = product.price === 123_400 ? [111_100, 'Rs. 1,111'] : [123_400, 'Rs. 1,234'];
  await adminNav(admin, 'Products').click();
  await admin.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  await admin.getByRole('button', { name: 'Search' }).click();
  // Names can repeat across brands' lines; the row holding the product's own link is the one.
  const productRow = admin.getByRole('row').filter({ has: admin.locator(`a[href="/product/${product.slug}"]`) });
  await productRow.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit product' });
  await dialog.getByLabel('Price (Rs.)', { exact: true }).fill(String(newPrice / 100));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(`${product.name} saved`)).toBeVisible();
  await expect(productRow.getByText(shown)).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto(`/product/${product.slug}`);
  await expect(shopper.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(shopper.getByText(shown).first()).toBeVisible();
  await shopper.close();

  // Block the buyer: their very next request is signed out.
  await adminNav(admin, 'Users').click();
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(buyer.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Block ${buyer.email}` }).click();
  await admin.getByRole('dialog', { name: 'Block user' }).getByRole('button', { name: 'Block' }).click();
  await expect(admin.getByText(`${buyer.email} blocked and signed out`)).toBeVisible();

  expect((await buyerContext.request.get('/api/me')).status()).toBe(401);
  await buyerPage.goto('/orders');
  await expect(buyerPage).toHaveURL(/\/login\?next=%2Forders/);
  const login = await buyerContext.request.post('/api/auth/login', { data: buyer });
  expect((await login.json()).error.message).toBe('Your account has been blocked. Please contact support.');

  await adminContext.close();
  await buyerContext.close();
});

test('admin pages send a visitor to the sign-in; the sign-in refuses a wrong password and a non-admin; logout ends the session', async ({
  page,
}) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await adminSignIn(page);
  for (const area of [
    'Imports',
    'Categories',
    'Banners',
    'Coupons',
    'Orders',
    'Analytics',
    'Settings',
    'Profile',
    'E-mails',
    'Audit log',
  ]) {
    await adminNav(page, area).click();
    await expect(page.getByRole('heading', { name: area, exact: true })).toBeVisible();
  }
  await adminNav(page, 'Analytics').click();
  await expect(page.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue', exact: true })).toContainText('Previous 30 days: Rs. ');

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin adds a coupon with use limits, corrects a wrong limit, clears one and sees the uses', async ({
  page,
}) => {
  const code = `LIMIT${Date.now().toString(36).toUpperCase()}`;
  await adminSignIn(page);
  await adminNav(page, 'Coupons').click();
  await expect(page.getByRole('row', { name: /ONSALENOW20/ })).toContainText('1 per shopper');

  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent off', { exact: true }).fill('15');
  await page.getByLabel('Uses per shopper').fill('2');
  await page.getByLabel('Total uses').fill('100');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText(`${code} created`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('2 per shopper · 100 in all');
  await expect(row.getByTestId('coupon-uses')).toHaveText('0');

  await row.getByRole('button', { name: `Edit limits of ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Limits of ${code}` });
  await expect(dialog.getByLabel('Uses per shopper')).toHaveValue('2');
  await dialog.getByLabel('Uses per shopper').fill('0');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(
    dialog.getByText('Uses per shopper must be a whole number from 1 to 1000000, or empty for no limit'),
  ).toBeVisible();
  await dialog.getByLabel('Uses per shopper').fill('1');
  await dialog.getByLabel('Total uses').fill('');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${code} limits saved`)).toBeVisible();
  await expect(row).toContainText('1 per shopper');
  await expect(row).not.toContainText('in all');
});

test('an admin imports a feed file: a progress bar moves while it runs, then the report, and a reload keeps both', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const rows = 400;
  // Semicolon-separated, as spreadsheets in many locales save CSV.
  const lines = ['url;name;price;sale_price;brand;image_link;product_type;stock'];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `https://shop.example.pk/${tag}/${i};Khussa ${tag} ${i};3500;2100;Bata;https://cdn.example.pk/${tag}/${i}.jpg;Footwear;4`,
    );

  await adminSignIn(page);
  await adminNav(page, 'Imports').click();
  await page
    .getByLabel('Feed file')
    .setInputFiles({ name: `feed-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('checkbox')).toHaveCount(rows);
  await preview.getByRole('checkbox', { name: `Import Khussa ${tag} 2`, exact: true }).uncheck();
  await page.getByRole('button', { name: `Save ${rows - 1} products` }).click();

  const bar = page.getByRole('progressbar', { name: 'Rows read' });
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/imports\?job=/);
  await expect(bar).toHaveAttribute('aria-valuemax', String(rows));
  // The progress lives on the server: a reload shows the same import, still going or done.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Import progress' }).or(page.getByRole('region', { name: 'Import report' })),
  ).toBeVisible();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText(`Imported ${rows - 1} products: ${rows - 1} new, 0 updated.`, {
    timeout: 120_000,
  });
  await page.reload();
  await expect(report.getByRole('status')).toHaveText(`Imported ${rows - 1} products: ${rows - 1} new, 0 updated.`);
  await report.getByRole('link', { name: 'See the imported products' }).click();
  await expect(page).toHaveURL(/\/admin\/products/);
});

test('admin sign-up needs the invite code and goes to the sign-in after 3 seconds', async ({ page }) => {
  const email = `new.admin.${Date.now().toString(36)}@onsale.test`;
  await page.goto('/admin/signup');
  await page.getByLabel('Name').fill('Nida Farooq');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('nida-admin-2026');
  await page.getByLabel('Confirm password').fill('nida-admin-2027');
  await page.getByLabel('Invite code').fill('e2e-invite-code');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password').fill('nida-admin-2026');
  await page.getByLabel('Invite code').fill('guessed-code');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Shown once, under the invite code it is about.
  const invalidInvite = page.getByText('Invalid invite code. Please contact an existing administrator.');
  await expect(invalidInvite).toBeVisible();
  await expect(invalidInvite).toHaveCount(1);

  await page.getByLabel('Invite code').fill('e2e-invite-code');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Admin account created. Redirecting to sign in…')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 6000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('nida-admin-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the support hours an admin saves in Settings are what the footer and the contact page show', async ({
  browser,
  page,
}) => {
  await adminSignIn(page);
  await adminNav(page, 'Settings').click();
  const hours = page.getByLabel('Support hours');
  await expect(hours).toHaveValue('Mon-Fri 9 AM-6 PM');
  await hours.fill('Mon-Sat 10 AM-8 PM');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved: the shop shows them now')).toBeVisible();

  try {
    const shopper = await browser.newPage();
    await shopper.goto('/contact');
    await expect(shopper.getByRole('contentinfo').getByLabel('Customer support')).toContainText('Mon-Sat 10 AM-8 PM');
    await expect(shopper.getByRole('main').getByText('Mon-Sat 10 AM-8 PM')).toBeVisible();
    await shopper.close();
  } finally {
    // The other journeys expect the spec's hours.
    await hours.fill('Mon-Fri 9 AM-6 PM');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved: the shop shows them now')).toBeVisible();
  }
});

test('Export CSV downloads the products the list shows, filters included, in UTF-8 that Excel reads', async ({
  page,
}) => {
  await adminSignIn(page);
  await adminNav(page, 'Products').click();
  await page.getByLabel('Search products').fill('kurta');
  await page.getByLabel('Search products').press('Enter');
  await expect(page).toHaveURL(/[?&]q=kurta/);
  const found = (await (await page.request.get('/api/admin/products?q=kurta&pageSize=1')).json()).total as number;
  const all = (await (await page.request.get('/api/admin/products?pageSize=1')).json()).total as number;
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(page.getByText(`${found} products`, { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^onsale-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.promises.readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Name,Brand,Category,Price \(Rs\),/);
  // Every product the search finds, on every page of the list, and only those.
  expect(lines).toHaveLength(1 + found);
});

test('an admin adds a synonym list a shopper’s search then takes, and sees the searches that found nothing', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const made = `glimmer${tag}`;
  const nothing = `zzqq${tag}nothing`;
  // A product of the demo catalogue, its name as the words of a phrase.
  const found = (await (await page.request.get('/api/search?q=kurta&pageSize=1')).json()).data[0] as { name: string };
  const phrase = found.name.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

  await adminSignIn(page);
  await adminNav(page, 'Search').click();
  await expect(page).toHaveURL(/\/admin\/search$/);
  await expect(page).toHaveTitle('Search · Admin | OnSale');
  await expect(page.getByRole('cell', { name: 'sneakers, trainers', exact: true })).toBeVisible();

  const newList = page.getByLabel('New synonym list');
  await newList.fill(made);
  await page.getByRole('button', { name: 'Add list' }).click();
  await expect(page.getByRole('alert')).toHaveText('Give at least two phrases, separated by commas');
  await newList.fill(`${made}, ${phrase}`);
  await page.getByRole('button', { name: 'Add list' }).click();
  await expect(page.getByText('Synonym list added')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${made}, ${phrase}`, exact: true })).toBeVisible();

  const shopper = await browser.newPage();
  try {
    await shopper.goto(`/search?q=${made}`);
    await expect(
      shopper.getByRole('list', { name: 'Search results' }).getByText(found.name, { exact: true }).first(),
    ).toBeVisible();
    await shopper.goto(`/search?q=${nothing}`);
    await expect(shopper.getByText('No sale products found matching your search.')).toBeVisible();
  } finally {
    await shopper.close();
  }

  // Each node adds its counts every SEARCH_COUNTS_FLUSH_SECONDS (one second in these journeys).
  const row = page.getByRole('row').filter({ hasText: nothing });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('Nothing found');

  // The list goes again, so that the other journeys search without it.
  await page.getByRole('button', { name: `Delete ${made}, ${phrase}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Synonym list deleted')).toBeVisible();
});
