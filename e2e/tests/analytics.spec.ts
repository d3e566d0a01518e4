import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, signInAsAdmin } from './admin-session';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** The tick labels of a chart's axes, as drawn. */
const axisTicks = (chart: Locator) => chart.locator('.recharts-cartesian-axis-tick-value');

/** Every tick label is drawn at 12 px or more, whatever the chart's width. */
async function expectReadableTicks(chart: Locator) {
  await expect(axisTicks(chart).first()).toBeVisible();
  const sizes = await axisTicks(chart).evaluateAll((ticks) =>
    ticks.map((tick) => Number.parseFloat(getComputedStyle(tick).fontSize)),
  );
  expect(sizes.length).toBeGreaterThan(2);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
}

/** The date axis's first and last labels are the period's first and last days, inside the chart and the screen. */
async function expectWholeDateLabels(page: Page, chart: Locator, first: string, last: string) {
  const dates = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(dates.first()).toHaveText(first);
  await expect(dates.last()).toHaveText(last);
  const frame = (await chart.locator('svg.recharts-surface').boundingBox())!;
  const width = page.viewportSize()!.width;
  for (const label of [dates.first(), dates.last()]) {
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(Math.max(0, frame.x));
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width, frame.x + frame.width) + 0.5);
  }
}

/** The analytics themselves, without the sticky headers over them, for a person to look at. */
async function screenshot(content: Locator, name: string) {
  await content.screenshot({
    path: `/tmp/onsale-${name}.png`,
    style: '.site-header, .admin-topbar { position: static !important; }',
  });
}

/** "2026-11-05" → "5 Nov", as the charts write a day. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

interface Period {
  days: number;
  from: string;
  to: string;
}

/** A seller approved by the admin, with two products and two guest orders placed today. */
async function sellerWithSales(
  browser: Browser,
  request: APIRequestContext,
  tag: string,
): Promise<{ context: BrowserContext; topProduct: string }> {
  const context = await browser.newContext(PHONE);
  // Signed in through the API, so the app is told as its own sign-in would (decision 0009).
  await context.addInitScript(() => localStorage.setItem('onsale.signed-in', '1'));
  const registered = await context.request.post('/api/sellers/register', {
    data: {
      firstName: 'Mehr',
      lastName: 'Ali',
      email: `analytics.${tag}@example.pk`,
      phone: '03001112233',
      address: '4 Mall Road, Lahore',
      brandName: `Mehr Looms ${tag}`,
      businessDescription: 'Block-printed lawn',
      storeCategory: 'Clothing & Apparel',
      password: 'mehr-season-26',
      confirmPassword: 'mehr-season-26',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const sellerId = ((await (await context.request.get('/api/seller/profile')).json()) as { data: { userId: string } })
    .data.userId;
  expect((await request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  expect(
    (await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } })).ok(),
  ).toBeTruthy();

  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  const upload = await context.request.post('/api/seller/uploads', {
    multipart: { image: { name: 'lawn.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const topProduct = `Mehr Looms Embroidered Lawn Three-Piece Suit ${tag}`;
  const ids: string[] = [];
  for (const [name, price] of [
    [topProduct, 240_000],
    [`Mehr Looms Dupatta ${tag}`, 150_000],
  ] as const) {
    const created = await context.request.post('/api/seller/products', {
      data: { name, price, category: 'women', image, stock: 20, sizes: 'S, M', description: 'Lawn printed by hand' },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    ids.push(((await created.json()) as { data: { id: string } }).data.id);
  }
  const guest = {
    name: 'Sara Iqbal',
    email: `guest.${tag}@example.pk`,
    phone: '03004445566',
    zipcode: '54000',
    address: '8 Canal Bank',
    city: 'Lahore',
    state: 'Punjab',
    payment_method: 'cod',
  };
  for (const items of [
    [{ product_id: ids[0], quantity: 2 }],
    [
      { product_id: ids[0], quantity: 1 },
      { product_id: ids[1], quantity: 1 },
    ],
  ]) {
    const placed = await request.post('/api/docheckout', { data: { ...guest, items } });
    expect(placed.status(), await placed.text()).toBe(201);
  }
  return { context, topProduct };
}

test('on a phone and a laptop, the seller reads revenue, orders and average order value beside the previous period, in readable charts that answer a tap', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const { context, topProduct } = await sellerWithSales(browser, request, tag);
  const page = await context.newPage();
  await page.goto('/seller/analytics');
  // The first chart page brings the chart library: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 30_000 });
  const period = ((await (await context.request.get('/api/seller/analytics')).json()) as { data: { period: Period } })
    .data.period;

  // The KPI cards: this period's figure, the change, and the previous 30 days' figure.
  const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
  // Rs. 2,400 × 2, then Rs. 2,400 + Rs. 1,500: items only, shipping is not the seller's revenue.
  await expect(revenue).toContainText('Rs. 8,700');
  await expect(revenue).toContainText('Previous 30 days: Rs. 0');
  await expect(revenue).toContainText('no earlier figure');
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toContainText('Previous 30 days: 0');
  await expect(page.getByRole('region', { name: 'Average order value' })).toContainText('Rs. 4,350');
  await expect(page.getByTestId('analytics-period')).toContainText(
    `Last 30 days (${dayLabel(period.from)} – ${dayLabel(period.to)})`,
  );

  // Revenue per day: a y-axis in rupees, labels at 12 px or more, the first and last dates whole.
  const chart = page.getByRole('img', { name: /^Revenue per day/ });
  await expect(chart).toHaveAccessibleName(/Rs\. 8,700 in all/);
  await expect(chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').last()).toHaveText(
    /^Rs\.\s\d/,
  );
  await expectReadableTicks(chart);
  await expectWholeDateLabels(page, chart, dayLabel(period.from), dayLabel(period.to));

  // A tap on today's bar opens its tooltip.
  await chart.locator('.recharts-bar-rectangle path').last().tap();
  await expect(page.getByTestId('chart-tooltip')).toContainText('Rs. 8,700');
  await expect(page.getByTestId('chart-tooltip')).toContainText('2 orders');
  await screenshot(
    page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'Analytics' }) }),
    'seller-analytics-phone',
  );

  // The best sellers: the long name is readable, and a tap on its bar tells how many sold.
  const top = page.getByRole('img', { name: /^Top products by item sales/ });
  await expect(top).toHaveAccessibleName(new RegExp(`${topProduct} Rs\\. 7,200, 3 sold`));
  await top.locator('.recharts-bar-rectangle path').first().tap();
  await expect(page.getByTestId('chart-tooltip').filter({ hasText: '3 sold' })).toBeVisible();
  const nameSize = await top
    .locator('text', { hasText: 'Mehr Looms' })
    .first()
    .evaluate((text) => Number.parseFloat(getComputedStyle(text).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('img', { name: /^Number of orders in each status: Pending 2/ })).toBeVisible();

  // The period can be changed; the cards compare with the 7 days before.
  await page.getByLabel('Period').selectOption('7');
  await expect(revenue).toContainText('Previous 7 days: Rs. 0');

  // On a laptop the same page, pointing at a bar is enough.
  const laptop = await browser.newContext({ ...LAPTOP, storageState: await context.storageState() });
  const wide = await laptop.newPage();
  await wide.goto('/seller/analytics');
  await expect(wide.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 30_000 });
  const wideChart = wide.getByRole('img', { name: /^Revenue per day/ });
  await expectReadableTicks(wideChart);
  await expectWholeDateLabels(wide, wideChart, dayLabel(period.from), dayLabel(period.to));
  await wideChart.locator('.recharts-bar-rectangle path').last().hover();
  await expect(wide.getByTestId('chart-tooltip')).toContainText('2 orders');
  await screenshot(wide.getByRole('main'), 'seller-analytics-laptop');

  // Earnings draws its split with the same bars.
  await wide.goto('/seller/earnings');
  await expect(wide.getByRole('img', { name: /^Gross sales split into commission, paid out and balance/ })).toBeVisible(
    { timeout: 30_000 },
  );
  await screenshot(wide.getByRole('main'), 'seller-earnings-laptop');

  await laptop.close();
  await context.close();
});

test("the admin's analytics keep revenue, shipping and brands' item sales apart, each compared with the previous period, on a phone and a laptop", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const seller = await sellerWithSales(browser, request, tag);
  await seller.context.close();

  for (const [device, options] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({ timeout: 30_000 });

    for (const name of ['Revenue', 'Orders', 'Average order value', 'Shipping charged', 'New buyers', 'New sellers']) {
      await expect(page.getByRole('region', { name, exact: true }), `${device}: ${name}`).toContainText(
        /Previous 30 days: /,
      );
    }
    await expect(page.getByRole('region', { name: 'Shipping charged' })).toContainText('Not part of revenue');
    await expect(page.getByRole('heading', { name: 'Top brands by item sales' })).toBeVisible();
    await expect(page.getByText('before coupon discounts and without shipping: not revenue').first()).toBeVisible();

    const chart = page.getByRole('img', { name: /^Revenue per day/ });
    await expectReadableTicks(chart);
    const period = ((await (await context.request.get('/api/admin/analytics')).json()) as { data: { period: Period } })
      .data.period;
    await expectWholeDateLabels(page, chart, dayLabel(period.from), dayLabel(period.to));
    const todaysBar = chart.locator('.recharts-bar-rectangle path').last();
    if (device === 'phone') await todaysBar.tap();
    else await todaysBar.hover();
    await expect(page.getByTestId('chart-tooltip')).toContainText(/\d+ orders?/);
    await expectReadableTicks(page.getByRole('img', { name: /^New accounts per day/ }));
    await screenshot(page.getByRole('main'), `admin-analytics-${device}`);
    await context.close();
  }
});
