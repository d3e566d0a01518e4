import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Serious and critical axe violations, and headings that skip a level (moderate for axe, but
 * Lighthouse's accessibility score counts them), with where they are, so a failure says what to fix.
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order',
    )
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/products/top-discounted?limit=1');
  const body = await response.json();
  return `/product/${body.data[0].slug}`;
}

const pages: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: async () => '/',
    ready: (page) => expect(page.getByRole('list', { name: 'Top discounts of the day' })).toBeVisible(),
  },
  {
    name: 'category',
    path: async () => '/category/women',
    ready: (page) => expect(page.getByText(/^Showing \d+ products$/)).toBeVisible(),
  },
  {
    name: 'product',
    path: firstProductPath,
    ready: (page) => expect(page.getByRole('button', { name: 'Add to Bag' })).toBeVisible(),
  },
  {
    name: 'search',
    path: async () => '/search?q=lawn',
    ready: (page) => expect(page.getByText(/^Found \d+ sale products?$/)).toBeVisible(),
  },
  {
    name: 'brand',
    path: async () => '/brand/khaadi',
    ready: (page) => expect(page.getByRole('list', { name: 'Khaadi products' })).toBeVisible(),
  },
];

for (const viewport of [
  { label: 'laptop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility on a ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const target of pages) {
      test(`${target.name} has no serious or critical axe violations and no skipped heading level`, async ({
        page,
      }) => {
        await page.goto(await target.path(page));
        await target.ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open phone drawer and the category sub-menu have no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Women' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Kurtis' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Women sub-categories' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kurtis' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the storefront works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByRole('button', { name: 'Women sub-categories' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Women sub-categories' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Shop all Women' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Lawn Suits' }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Women sub-categories' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Women sub-categories' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Women sub-categories' }).press('Enter');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kurtis' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/category\/women-kurtis$/);

  const firstProduct = page.getByRole('list', { name: 'Kurtis products' }).getByRole('link').first();
  await firstProduct.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('button');
  await sizes.first().focus();
  await page.keyboard.press('Enter');
  const colours = page.getByRole('group', { name: /^Colour/ }).getByRole('button');
  if ((await colours.count()) > 0) {
    await colours.first().focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Add to Bag' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bag-count')).toHaveText('1');
});
