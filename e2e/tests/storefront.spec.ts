import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseOptions, hydrated, productPageReady } from './product-page';

// The sale price reads "Sale price Rs. 1,299" to a screen reader; the visible part is the rupees.
const PRICE = /(^|\s)Rs\. \d{1,3}(,\d{2,3})*$/;

async function showingCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing [\d,]+ products?$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/**
 * Opens the first product of a grid with at least two in stock. Other journeys in the same run buy
 * demo products, so a card can turn sold out; the page itself is the truth on stock.
 */
async function openBuyableProduct(page: Page, grid: Locator) {
  const cards = grid.getByRole('listitem').filter({ hasNot: page.getByText('Sold out') });
  await expect(cards.first()).toBeVisible();
  const listUrl = page.url();
  for (let i = 0; i < 5; i++) {
    await cards.nth(i).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await productPageReady(page);
    const buy = page.getByRole('button', { name: 'Buy Now' });
    // at least two in stock: the journeys step the quantity up
    if ((await buy.isEnabled()) && (await page.getByRole('button', { name: 'Increase quantity' }).isEnabled())) return;
    await page.goto(listUrl);
  }
  throw new Error('No product in stock in this grid');
}

test('home shows banners, categories, top discounts and featured products with rupee prices', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('OnSale');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Cash on delivery/);
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  const deals = page.getByRole('list', { name: 'Top discounts of the day' });
  await expect(deals.getByRole('listitem')).toHaveCount(12);
  await expect(deals.locator('.price-now').first()).toHaveText(PRICE);
  await page.getByRole('heading', { name: 'Featured products' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('100% original');
  await expect(page.getByRole('contentinfo')).toContainText('Return within 30 days');
});

test('home → category with a filter → product → add to bag shows 1 on the badge', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const all = await showingCount(page);
  expect(all).toBeGreaterThan(0);

  await page.getByLabel('Brand', { exact: true }).selectOption('khaadi');
  await expect(page).toHaveURL(/brand=khaadi/);
  await expect.poll(() => showingCount(page)).toBeLessThan(all);
  const grid = page.getByRole('list', { name: 'Women products' });
  await expect(grid.getByText('Khaadi', { exact: true }).first()).toBeVisible();
  await expect.poll(() => showingCount(page)).toBeGreaterThan(0);

  await openBuyableProduct(page, grid);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveCount(0);

  await chooseOptions(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText('Product added to your bag!')).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
  // The note goes away by itself after three seconds.
  await expect(page.getByText('Product added to your bag!')).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onsale.bag.v1') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ quantity: 1, price: expect.any(Number) });
});

test('category filters, sort and page live in the URL; empty and error states', async ({ page }) => {
  await page.goto('/category/men?sort=price-asc&minDiscount=30');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByLabel('Minimum discount')).toHaveValue('30');
  const prices = await page.getByRole('list', { name: 'Men products' }).locator('.price-now').allTextContents();
  const numbers = prices.map((price) => Number(price.replace(/\D/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  await hydrated(page.getByLabel('Sort by'));
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page).toHaveURL(/minDiscount=30/);

  await page.goto('/category/men');
  await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Minimum price in rupees').fill('999999');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=999999/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('No products found in this category')).toBeVisible();
  await expect(page.getByText('Showing 0 products')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/minPrice/);

  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/categories/kids',
    (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: { code: 'error', message: 'Failed to fetch products' } } })
        : route.fallback(),
  );
  // Opened from the menu, so the browser asks the API (a page loaded from the server comes with its data).
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kids', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to fetch products');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kids' })).toBeVisible();

  await page.goto('/category/no-such-category');
  await expect(page.getByText('Category not found')).toBeVisible();
});

test('product page: gallery, quantity bounds, delivery check, overview, Buy Now', async ({ page }) => {
  await page.goto('/category/footwear');
  await openBuyableProduct(page, page.getByRole('list', { name: 'Footwear products' }));
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Footwear' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/\| OnSale$/);

  const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
  if ((await thumbnails.count()) > 1) {
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  }

  const decrease = page.getByRole('button', { name: 'Decrease quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(decrease).toBeEnabled();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('5000');
  await expect(increase).toBeDisabled();

  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText('Please choose a size.')).toBeVisible();

  // The tabs follow the arrow keys.
  await page.getByRole('tab', { name: 'Details' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Delivery' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
  const city = page.getByLabel('Check delivery to your city');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Please enter your city to check delivery.')).toBeVisible();
  // A courier hub city is sooner than the standard days; a town the list does not name takes those.
  await city.fill('karachi');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/^Delivery to Karachi in 2-3 business days: between /)).toBeVisible();
  await city.fill('Chakwal');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/^Delivery to Chakwal in 4-5 business days/)).toBeVisible();
  await expect(page.getByText('Easy 30 days return and exchange')).toBeVisible();

  await page.getByRole('tab', { name: 'Detailed Overview' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toBeVisible();

  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Added on');

  await page.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await chooseOptions(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onsale.bag.v1') ?? '[]'));
  expect(stored).toHaveLength(1);
});

test('product page: a size sold out in the chosen colour cannot be chosen; one with few left says so and bounds the quantity', async ({
  page,
  request,
}) => {
  const slug = 'sana-safinaz-ribbed-denim-jacket-signature-line-244';
  type Variant = { size: string; color: string; stock: number };
  const product = (await (await request.get(`/api/products/${slug}`)).json()).data as { variants: Variant[] };
  // A colour with a size sold out in it and a size with 1 to 5 left.
  const colour = product.variants.find(
    (v) =>
      product.variants.some((w) => w.color === v.color && w.stock === 0) &&
      product.variants.some((w) => w.color === v.color && w.stock >= 1 && w.stock <= 5),
  )!.color;
  const soldOut = product.variants.find((v) => v.color === colour && v.stock === 0)!;
  const few = product.variants.find((v) => v.color === colour && v.stock >= 1 && v.stock <= 5)!;

  await page.goto(`/product/${slug}`);
  await productPageReady(page);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: colour, exact: true })
    .click();
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes.getByRole('button', { name: `${soldOut.size}, Sold out` })).toBeDisabled();
  await sizes.getByRole('button', { name: few.size, exact: true }).click();
  await expect(page.getByText(`Only ${few.stock} left`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('5000');
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText('Product added to your bag!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onsale.bag.v1') ?? '[]'));
  expect(stored).toMatchObject([{ size: few.size, color: colour, quantity: few.stock }]);
});

test('a tap on a product page the moment React starts listening is answered, before the page is hydrated', async ({
  page,
  request,
}) => {
  type Detail = { slug: string; stock: number; sizes: string[]; colors: string[] };
  const cards = ((await (await request.get('/api/products/top-discounted?limit=24')).json()) as { data: Detail[] })
    .data;
  const details = await Promise.all(
    cards.map(
      async (card) => ((await (await request.get(`/api/products/${card.slug}`)).json()) as { data: Detail }).data,
    ),
  );
  // The first choice on the page is a size, or a colour when there are no sizes: two or more, so none is chosen for the shopper.
  const product = details.find(
    (detail) => detail.stock > 0 && (detail.sizes.length > 0 ? detail.sizes : detail.colors).length > 1,
  );
  expect(product).toBeDefined();
  await page.addInitScript(() => {
    const tapWhenListening = () => {
      const root = document.getElementById('root');
      if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer')))
        return void setTimeout(tapWhenListening, 0);
      const choice = document.querySelector<HTMLButtonElement>('.purchase-panel fieldset button');
      (window as unknown as { tappedBeforeHydration: boolean }).tappedBeforeHydration =
        !!choice && !Object.keys(choice).some((key) => key.startsWith('__reactFiber'));
      choice?.click();
    };
    tapWhenListening();
  });
  // The script taps on its first turn after React starts listening; on a fast run React has hydrated the page by then, and the page loads again.
  let beforeHydration = false;
  for (let attempt = 0; attempt < 5 && !beforeHydration; attempt++) {
    await page.goto(`/product/${product!.slug}`);
    const tapped = () =>
      page.evaluate(() => (window as unknown as { tappedBeforeHydration?: boolean }).tappedBeforeHydration);
    await expect.poll(tapped).toBeDefined();
    beforeHydration = (await tapped()) === true;
  }
  expect(beforeHydration).toBe(true);
  await expect(page.locator('.purchase-panel fieldset').first().getByRole('button').first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a product with a video plays it in a dialog', async ({ page, request }) => {
  const slugs: string[] = [];
  for (const category of ['men', 'women', 'footwear', 'accessories']) {
    const body = await (await request.get(`/api/categories/${category}?pageSize=60`)).json();
    slugs.push(...body.data.products.map((product: { slug: string }) => product.slug));
  }
  let withVideo: string | undefined;
  for (const slug of slugs) {
    const product = (await (await request.get(`/api/products/${slug}`)).json()).data;
    if (product.videoUrl) {
      withVideo = slug;
      break;
    }
  }
  test.skip(!withVideo, 'the demo catalogue has no product with a video');
  await page.goto(`/product/${withVideo}`);
  await page.getByRole('button', { name: /^Play video of / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
});

test('a picture that fails to load is replaced by the placeholder', async ({ page }) => {
  await page.route('**/media/demo/products/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/category/beauty');
  const firstImage = page.getByRole('list', { name: 'Beauty products' }).getByRole('img').first();
  await expect(firstImage).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(firstImage).toHaveAttribute('alt', /.+/);
  await expect(firstImage).toHaveAttribute('width', '400');
});

test('the bag badge follows a change made in another tab', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('bag-count')).toHaveCount(0);
  const other = await context.newPage();
  await other.goto('/category/accessories');
  await openBuyableProduct(other, other.getByRole('list', { name: 'Accessories products' }));
  // The size chosen may be the last one of its kind: one piece is enough to be seen in the other tab.
  await chooseOptions(other);
  await other.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(other.getByTestId('bag-count')).toHaveText('1');
  await expect(page.getByTestId('bag-count')).toHaveText('1');
});

test('an unknown product says so', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page).toHaveTitle('Product not found | OnSale');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('search: found, not found, and an empty term', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Search sale products' }).fill('kurta');
  await header.getByRole('searchbox', { name: 'Search sale products' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  await expect(page.getByText(/^Found \d+ sale products?$/)).toBeVisible();
  await expect(page).toHaveTitle('Search: kurta | OnSale');
  const firstCard = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  const tags = firstCard.locator('.keyword-tags li');
  const tagCount = await tags.count();
  expect(tagCount).toBeGreaterThan(0);
  expect(tagCount).toBeLessThanOrEqual(4);
  if (tagCount === 4) await expect(tags.nth(3)).toHaveText(/^\+\d+ more tags$/);

  const pageSearch = page.getByRole('main').getByRole('searchbox', { name: 'Search sale products' });
  await pageSearch.fill('zzqqxxnothing');
  await pageSearch.press('Enter');
  await expect(page.getByText('No sale products found matching your search.')).toBeVisible();

  await page.goto('/search');
  await expect(page.getByText('Enter a search term to find sale products.')).toBeVisible();
  // A blank search is ignored.
  await header.getByRole('searchbox', { name: 'Search sale products' }).fill('   ');
  await header.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('search: a brand filter with its count narrows the results, and a reload keeps it', async ({ page }) => {
    await page.goto('/search?q=kurta');
    await expect(page.getByText(/^Found [\d,]+\+? sale products?$/)).toBeVisible();
    // (the page is the server's until React takes it over: a tap before then opens nothing)
    await hydrated(page.getByRole('button', { name: 'Filters', exact: true }));
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const brand = filters.getByLabel('Brand');
    // Each brand says how many of the results it holds: "Khaadi (12)".
    const option = brand.locator('option').nth(1);
    const label = (await option.textContent()) ?? '';
    const [, name = '', count = ''] = /^(.+) \(([\d,]+)\)$/.exec(label) ?? [];
    expect(name, label).not.toBe('');
    await brand.selectOption({ label });
    await expect(page).toHaveURL(/[?&]brand=[^&]+/);
    const found = new RegExp(`^Found ${count} sale products?$`);
    await expect(page.getByText(found)).toBeVisible();
    await filters.getByRole('button', { name: /^Show [\d,]+ products?$/ }).click();
    await expect(filters).toBeHidden();
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const brandName of await cards.locator('.product-card-brand').allTextContents()) expect(brandName).toBe(name);

    await page.reload();
    await expect(page.getByText(found)).toBeVisible();
    await hydrated(page.getByRole('button', { name: 'Filters (1)' }));
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByLabel('Brand')).toHaveValue(/.+/);
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all filters (1)' }).click();
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
  });
});

test('search: every word in any order, a misspelling corrected, and a search too long', async ({ page }) => {
  // The demo shop has three Khaadi lawn suits on sale; the journeys before this one may have sold or
  // re-priced one, so the page is held to what the shop has now.
  const found = ((await (await page.request.get('/api/search?q=khaadi%20lawn')).json()) as { total: number }).total;
  expect(found).toBeGreaterThanOrEqual(2);
  await page.goto('/');
  const header = page.getByRole('banner').getByRole('searchbox', { name: 'Search sale products' });
  await hydrated(header);
  await header.fill('lawn khaadi');
  await header.press('Enter');
  await expect(page.getByText(`Found ${found} sale products`)).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('heading');
  await expect(results).toHaveCount(found);
  for (const name of await results.allTextContents()) {
    expect(name).toMatch(/Khaadi/);
    expect(name).toMatch(/Lawn/);
  }
  // Best match first; the category page's sorts stay available.
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/search\?q=lawn\+khaadi&sort=price-asc$/);
  const prices = page.getByRole('list', { name: 'Search results' }).locator('.price-now');
  await expect(prices).toHaveCount(found);
  const rupees = (await prices.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(rupees).toEqual([...rupees].sort((a, b) => a - b));

  await header.fill('khadi');
  await header.press('Enter');
  await expect(page.getByTestId('corrected-query')).toHaveText(
    'Showing results for khaadi. Search instead for “khadi”',
  );
  await expect(results.first()).toContainText('Khaadi');
  await page.getByRole('link', { name: 'Search instead for “khadi”' }).click();
  await expect(page).toHaveURL(/\/search\?q=khadi&exact=1$/);
  await expect(page.getByText('No sale products found matching your search.')).toBeVisible();

  await page.goto(`/search?q=${'kurta '.repeat(20)}`);
  await expect(page.getByText('Please use a shorter search')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('the header box suggests as a shopper types on a phone: the keyboard chooses one, Escape closes them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search sale products' });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const options = list.getByRole('option');
  await box.pressSequentially('k');
  await expect(list).toBeHidden();
  await box.pressSequentially('haa');
  await expect(options.first()).toHaveText('KhaadiBrand');
  expect(await options.count()).toBeLessThanOrEqual(8);
  await box.press('Escape');
  await expect(list).toBeHidden();

  await box.pressSequentially('di lawn');
  await expect(options.first()).toContainText(/Khaadi.*Lawn/);
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const chosen = (await options.first().locator('.search-suggestion-label').textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
  await expect(list).toBeHidden();
  await context.close();
});

test('brand page: logo, products, debug info, alternative search and the way home', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/brands/khaadi/products**', async (route) => {
    await held;
    await route.fallback();
  });
  // Opened from the footer, so the browser loads the products itself and shows their skeletons meanwhile.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Khaadi', exact: true }).click();
  await expect(page.getByTestId('product-skeletons').locator('li')).toHaveCount(8);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Khaadi' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Khaadi logo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Khaadi products' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show debug info' }).click();
  await expect(page.getByTestId('brand-match')).toHaveText('website / exact');
  await page.getByRole('button', { name: 'Hide debug info' }).click();
  await expect(page.getByTestId('brand-match')).toBeHidden();

  await page.goto('/brand/Gul Ahmed');
  await expect(page).toHaveURL(/\/brand\/gul-ahmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gul Ahmed' })).toBeVisible();

  const alternative = page.waitForRequest(
    (request) => request.url().includes('/api/brands/women/products') && request.url().includes('alternative=1'),
  );
  await page.goto('/brand/women');
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Alternative Search' }).click();
  await alternative;
  await expect(page.getByRole('list', { name: 'Women products' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show debug info' }).click();
  await expect(page.getByTestId('brand-match')).toHaveText('category / exact');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown route goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Top discounts of the day' })).toBeVisible();
});

test('footer links lead to real help pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Mon-Fri 9 AM-6 PM')).toBeVisible();
  await expect(footer.getByLabel('Customer support')).toContainText('Mon-Fri 9 AM-6 PM');
  await footer.getByRole('link', { name: 'Shipping & delivery' }).click();
  await expect(page.getByRole('main')).toContainText('4-5 business days');
  await footer.getByRole('link', { name: 'Returns & exchange' }).click();
  await expect(page.getByRole('main')).toContainText('30 days');
  for (const [link, heading] of [
    ['FAQ', 'Frequently asked questions'],
    ['About OnSale', 'About OnSale'],
    ['Privacy policy', 'Privacy policy'],
    ['Terms of service', 'Terms of service'],
  ]) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | OnSale`);
  }
});

test('the profile menu offers Login and Create Account when signed out, the account pages when signed in', async ({
  page,
}) => {
  await page.goto('/category/men');
  await hydrated(page.getByRole('button', { name: 'Account menu' }));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fcategory%2Fmen');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/signup?next=%2Fcategory%2Fmen',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();

  await page.route('**/api/me', (route) =>
    route.fulfill({
      json: {
        data: {
          uid: 'u1',
          email: 'ayesha@example.pk',
          firstName: 'Ayesha',
          lastName: 'Khan',
          username: 'ayesha',
          phoneNumber: '',
          address: '',
          isSeller: false,
          sellerStatus: null,
          isAdmin: false,
        },
      },
    }),
  );
  await page.evaluate(() => localStorage.setItem('onsale.signed-in', '1'));
  await page.reload();
  await page.getByRole('button', { name: 'Account menu for Ayesha' }).click();
  for (const name of ['My Profile', 'My Orders', 'Wishlist', 'Brand Notifications', 'Become a Seller']) {
    await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 204 }));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('onsale.signed-in'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the drawer drills into a category and back, then into a sub-category', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'OnSale' });
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    for (const name of ['Signup', 'Wishlist', 'Bag', 'Account', 'Orders'])
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();

    await drawer.getByRole('button', { name: 'Women', exact: true }).click();
    await expect(drawer.getByRole('heading', { name: 'Women' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Back' }).click();
    await expect(drawer.getByRole('button', { name: 'Men', exact: true })).toBeVisible();

    await drawer.getByRole('button', { name: 'Women', exact: true }).click();
    await drawer.getByRole('link', { name: 'Kurtis' }).click();
    await expect(page).toHaveURL(/\/category\/women-kurtis$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Kurtis' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Women' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByLabel('Brand', { exact: true }).selectOption('khaadi');
    await expect(page).toHaveURL(/brand=khaadi/);
    await page.getByRole('button', { name: /^Show [\d,]+ products?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  });
});
