import { expect, test, type Page } from '@playwright/test';
import { sellerWithProduct } from './seller-with-product';

/** Every console error and uncaught exception of a page, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('an over-long product address shows the shop’s not-found page', async ({ page }) => {
  const errors = errorsOf(page);
  const response = await page.goto(`/product/${'silk-kurta-'.repeat(30)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('FST_ERR');
  // the page's own request for the product is the only error the browser reports
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});

test('a renamed brand’s old address moves to its page, on the server and in the browser', async ({ browser, page }) => {
  const seller = await sellerWithProduct(browser, 'Indigo Loom', { name: 'Indigo block-print kurta', price: 450_000 });
  const renamed = await seller.context.request.put('/api/seller/profile', {
    data: { brandName: 'Indigo Weave', businessDescription: 'Block prints', storeCategory: 'Clothing & Apparel' },
  });
  expect(renamed.ok(), await renamed.text()).toBeTruthy();
  await seller.context.close();

  const moved = await page.request.get('/brand/indigo-loom?page=1', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/brand/indigo-weave?page=1');

  await page.goto('/brand/indigo-loom');
  await expect(page).toHaveURL(/\/brand\/indigo-weave$/);
  await expect(page.getByRole('heading', { name: 'Indigo Weave', level: 1 })).toBeVisible();
  await expect(page.getByText('Indigo block-print kurta')).toBeVisible();

  // A link followed inside the app moves too.
  await page.goto('/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/brand/indigo-loom';
    link.textContent = 'Old brand link';
    document.body.prepend(link);
  });
  await page.getByRole('link', { name: 'Old brand link' }).click();
  await expect(page).toHaveURL(/\/brand\/indigo-weave$/);
});

test('a signed-in shopper opens a brand they follow, and other pages, on a slow phone without a hydration error', async ({
  page,
}) => {
  const brands = (await (await page.request.get('/api/brands')).json()).data as { slug: string; name: string }[];
  const brand = brands[0]!;
  const id = Date.now().toString(36);
  const signedUp = await page.request.post('/api/auth/signup', {
    data: {
      email: `follower.${id}@example.pk`,
      username: `follower${id}`,
      firstName: 'Sana',
      lastName: 'Malik',
      phoneNumber: '03001234567',
      address: '4 Canal View, Lahore',
      password: 'lawn-season-2026',
      confirmPassword: 'lawn-season-2026',
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBeTruthy();
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(`follower.${id}@example.pk`);
  await page.getByLabel('Password').fill('lawn-season-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/brand/${brand.slug}`);
  await page.getByRole('button', { name: `Follow ${brand.name}` }).click();
  await expect(page.getByRole('button', { name: `Following ${brand.name}` })).toHaveAttribute('aria-pressed', 'true');
  const product = (await (await page.request.get('/api/products/top-discounted')).json()).data[0] as { slug: string };

  // A phone's slower processor: the header knows who is signed in before the page's content is hydrated.
  const errors = errorsOf(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const address of [`/brand/${brand.slug}`, `/brand/${brands[1]!.slug}`, `/product/${product.slug}`, '/']) {
    await page.goto(address);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  }
  await page.goto(`/brand/${brand.slug}`);
  await expect(page.getByRole('button', { name: `Following ${brand.name}` })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});
