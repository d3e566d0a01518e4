import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminNav, signInAsAdmin } from './admin-session';
import { adminRequest, confirmedOrder, deliverPart, signedInShopper } from './returns-journey';
import { sellerWithProduct } from './seller-with-product';

test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** "Rs. 1,299", "Rs. 1,299.50", as the shop writes an amount of paisa. */
const rupees = (paisa: number) => {
  const rupeesOnly = paisa / 100;
  return `Rs. ${rupeesOnly.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(rupeesOnly) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
};

/** What the rider collects for the order's one parcel, as the admin's order page reads it. */
async function cashOfParcel(admin: APIRequestContext, orderId: string) {
  const answer = await admin.get(`/api/admin/orders/${orderId}`);
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const order = ((await answer.json()) as { data: { sellerOrders: { cashToCollect: number }[] } }).data;
  return order.sellerOrders[0]!.cashToCollect;
}

/** One count of a report's counts, by its label. */
const countIn = (counts: Locator, label: string) =>
  counts
    .locator('div')
    .filter({ has: counts.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function expectCounts(counts: Locator, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(countIn(counts, label), label).toHaveText(value);
}

/** Chooses the courier and the file, and presses Upload. */
async function upload(page: Page, courier: string, file: { name: string; text: string | Buffer }) {
  const form = page.getByRole('form', { name: "Upload a courier's report" });
  await form.getByLabel('Courier').selectOption({ label: courier });
  await form.getByLabel('Report file (CSV)').setInputFiles({
    name: file.name,
    mimeType: 'text/csv',
    buffer: typeof file.text === 'string' ? Buffer.from(file.text) : file.text,
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  return form;
}

test("the admin uploads a courier's cash report: each row is matched to its parcel, the rows to look at are listed with their orders, a report that cannot be read is refused, and the page reads on a phone", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const seller = await sellerWithProduct(browser, `Remit Looms ${tag}`, { name: `Ajrak shawl ${tag}`, price: 320_000 });

  // Two orders, each confirmed, shipped with TCS and delivered: two parcels whose cash the rider collected.
  const admin = await adminRequest(browser);
  const shopper = await signedInShopper(browser, `rem${tag}`);
  const paid = await confirmedOrder(shopper.page, shopper.email, [{ product_id: seller.productId, quantity: 1 }]);
  const short = await confirmedOrder(shopper.page, shopper.email, [{ product_id: seller.productId, quantity: 2 }]);
  const tracking = {
    paid: `RP${tag}`.toUpperCase(),
    short: `RS${tag}`.toUpperCase(),
    unknown: `NX${tag}`.toUpperCase(),
  };
  await deliverPart(admin.request, seller.context.request, paid.id, tracking.paid);
  await deliverPart(admin.request, seller.context.request, short.id, tracking.short);
  const cash = { paid: await cashOfParcel(admin.request, paid.id), short: await cashOfParcel(admin.request, short.id) };
  await Promise.all([shopper.context.close(), seller.context.close(), admin.close()]);

  // TCS's report: the first parcel at its cash (twice: the second line is remitted twice), the
  // second Rs. 500 short, and a tracking number of no TCS parcel. A fee of Rs. 150 a line.
  const shortBy = 50_000;
  const report = [
    'Tracking Number,Amount Collected,Fee,Date',
    `${tracking.paid},"${(cash.paid / 100).toLocaleString('en-US')}",150,29/11/2026`,
    `${tracking.short},${(cash.short - shortBy) / 100},150,2026-11-29`,
    `${tracking.unknown},1200,150,2026-11-29`,
    `${tracking.paid},${cash.paid / 100},150,2026-11-30`,
  ].join('\n');
  const collected = cash.paid * 2 + cash.short - shortBy + 120_000;

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(page);
  await adminNav(page, 'Cash remittances').click();
  await expect(page).toHaveURL(/\/admin\/remittances$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash remittances' })).toBeVisible();
  await expect(page.getByText('No reports uploaded yet.')).toBeVisible();
  await expect(page.getByText('No remittance needs attention.')).toBeVisible();
  // Both parcels were delivered just now: not yet counted as unremitted, however few days are chosen.
  await expect(page.getByTestId('unremitted-total')).toHaveText("Every delivered parcel's cash has been remitted.");
  await page.getByLabel('Delivered at least').selectOption({ label: '1 day ago' });
  await expect(page).toHaveURL(/\?days=1$/);
  await expect(page.getByTestId('unremitted-total')).toHaveText("Every delivered parcel's cash has been remitted.");

  // Refused in the browser: no courier, then a file over 2 MB.
  const form = page.getByRole('form', { name: "Upload a courier's report" });
  await form.getByLabel('Report file (CSV)').setInputFiles({
    name: 'tcs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(report),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByLabel('Courier')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Courier')).toHaveAccessibleDescription('Choose the courier');
  await upload(page, 'TCS', { name: 'huge.csv', text: Buffer.alloc(2 * 1024 * 1024 + 1, 'a') });
  await expect(form.getByText('The report is larger than 2 MB')).toBeVisible();

  // Refused by the server, nothing saved: a row whose amount is no amount, a file without its columns.
  await upload(page, 'TCS', {
    name: 'tcs-bad.csv',
    text: `Tracking number,Amount collected,Fee,Date\n${tracking.paid},${cash.paid / 100},150,2026-11-29\n${tracking.short},about 3000,150,2026-11-29`,
  });
  await expect(form.getByRole('alert')).toHaveText('Row 3: the amount collected is not an amount in rupees');
  await upload(page, 'TCS', { name: 'tcs-columns.csv', text: `CN,Fee\n${tracking.paid},150` });
  await expect(form.getByRole('alert')).toContainText('The report needs the columns Amount collected, Date');
  await page.reload();
  await expect(page.getByText('No reports uploaded yet.')).toBeVisible();

  // The report is read and matched: its counts, and the three rows to look at.
  await upload(page, 'TCS', { name: 'tcs-week-48.csv', text: report });
  const uploaded = page.getByTestId('uploaded-report');
  await expect(uploaded.getByRole('heading', { name: 'Uploaded tcs-week-48.csv: 4 rows from TCS' })).toBeVisible();
  await expectCounts(uploaded.getByTestId('remittance-counts'), {
    Rows: '4',
    Matched: '1',
    'Amount differs': '1',
    'Unknown parcel': '1',
    'Remitted twice': '1',
    Collected: rupees(collected),
    Fees: 'Rs. 600',
  });
  await expect(form.getByLabel('Report file (CSV)')).toHaveValue('');
  const uploadedRows = uploaded.getByTestId('remittance-row');
  await expect(uploadedRows).toHaveCount(3);
  await expect(uploadedRows.filter({ hasText: tracking.short })).toContainText('Amount differs');

  // Needs attention: each row with what to check; the parcel's order a link away.
  const attention = page.getByRole('region', { name: /Needs attention/ });
  const differs = attention.getByTestId('remittance-row').filter({ hasText: tracking.short });
  await expect(differs).toContainText('Amount differs');
  await expect(differs).toContainText(`${rupees(shortBy)} short`);
  await expect(differs.getByRole('cell').nth(4)).toHaveText(rupees(cash.short));
  await expect(differs.getByRole('cell').nth(5)).toHaveText(rupees(cash.short - shortBy));
  await expect(differs).toContainText(`Remit Looms ${tag}`);
  const unknown = attention.getByTestId('remittance-row').filter({ hasText: tracking.unknown });
  await expect(unknown).toContainText('Unknown parcel');
  await expect(unknown).toContainText('No TCS parcel has this tracking number');
  await expect(unknown.getByRole('cell').nth(4)).toHaveText('—');
  const twice = attention.getByTestId('remittance-row').filter({ hasText: tracking.paid });
  await expect(twice).toHaveCount(1);
  await expect(twice).toContainText('Remitted twice');
  await expect(twice).toContainText("This parcel's cash was remitted before");
  await expect(twice.getByRole('link', { name: 'Row 5 of its report' })).toBeVisible();

  // Fees per courier: the two parcels, and the cash and fees of every line but the one remitted twice.
  const fees = page.getByTestId('courier-fees').filter({ hasText: 'TCS' });
  await expect(fees.getByRole('cell')).toHaveText([
    'TCS',
    '2',
    rupees(cash.paid + cash.short - shortBy + 120_000),
    'Rs. 450',
  ]);

  // The report is listed, with its counts.
  const listed = page.getByTestId('remittance-report-row').filter({ hasText: 'tcs-week-48.csv' });
  await expect(listed).toContainText('4 rows');
  await expect(listed).toContainText('Matched 1 · Amount differs 1 · Unknown parcel 1 · Remitted twice 1');
  await expect(listed).toContainText(rupees(collected));
  await expect(page.getByTestId('remittance-report-row')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('remittances-laptop.png'), fullPage: true });

  // The order of the row whose amount differs opens.
  await differs.getByRole('link', { name: short.order_number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${short.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${short.order_number}` })).toBeVisible();
  await page.goBack();

  // The report opens with every row; a pill shows one status.
  await listed.getByRole('link', { name: /View the TCS report/ }).click();
  await expect(page).toHaveURL(/\/admin\/remittances\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'TCS remittance report' })).toBeVisible();
  await expect(page.getByText(/tcs-week-48\.csv · uploaded .* by /)).toBeVisible();
  await expectCounts(page.getByTestId('remittance-counts'), { Rows: '4', Matched: '1' });
  const rows = page.getByTestId('remittance-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Matched');
  await expect(rows.first().getByRole('cell').first()).toHaveText('2');
  await expect(rows.first().getByRole('link', { name: paid.order_number })).toHaveAttribute(
    'href',
    `/admin/orders/${paid.id}`,
  );
  await expect(rows.first()).toContainText('29 Nov 2026');
  await page.getByRole('link', { name: 'Amount differs', exact: true }).click();
  await expect(page).toHaveURL(/\?status=amount_differs$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(tracking.short);
  await page.getByRole('link', { name: '← Cash remittances' }).click();
  await expect(page).toHaveURL(/\/admin\/remittances$/);
  await page.context().close();

  // On a phone: the menu reaches the page, and the lists scroll inside their cards, not the page.
  const phone = await (await browser.newContext(PHONE)).newPage();
  await signInAsAdmin(phone);
  await adminNav(phone, 'Cash remittances').click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Cash remittances' })).toBeVisible();
  await expect(phone.getByTestId('remittance-report-row')).toHaveCount(1);
  await expect(phone.getByRole('button', { name: 'Upload' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  await phone.screenshot({ path: test.info().outputPath('remittances-phone.png'), fullPage: true });
  await phone.context().close();
});
