import { expect, test, type Page } from '@playwright/test';
import { ORDER_CONFIRMED } from './confirm-order';
import { linkFromMail } from './mail';
import { chooseOptions } from './product-page';
import { sellerWithProduct } from './seller-with-product';
import { signInAsAdmin } from './admin-session';

const AWAITING_TEXT =
  'Please confirm your order: sellers start packing once you confirm. An order not confirmed within 48 hours is cancelled.';
const NOT_CONFIRMED = "Not confirmed yet – don't pack";
const INVALID_LINK = 'This confirmation link is no longer valid.';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** A phone number no journey has ordered with: a new shopper, whose orders wait for confirmation. */
const newPhone = () => `0345 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** The page at phone and laptop width, saved with the test's output. */
async function screens(page: Page, name: string) {
  for (const [width, size] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

async function fillShipping(page: Page, guest: { name: string; email: string; phone: string }) {
  await page.getByLabel('Full Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  await page.getByLabel('Address').fill('12 Main Boulevard, Gulberg III');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province').selectOption('Punjab');
  await page.getByLabel('Postcode').fill('54000');
}

test("a guest's cash-on-delivery order waits for the e-mailed link: the seller may not pack it until then, and is told once it is confirmed", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const seller = await sellerWithProduct(browser, `Confirm Kurtas ${tag}`, {
    name: `Confirm Kurta ${tag}`,
    price: 240_000,
  });

  // A guest orders the kurta through the bag, shipping and checkout pages.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const email = `confirm-guest-${tag}@example.pk`;
  await guest.goto(`/product/${seller.slug}`);
  await chooseOptions(guest);
  await guest.getByRole('button', { name: 'Buy Now' }).click();
  await expect(guest).toHaveURL(/\/cart$/);
  await guest.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillShipping(guest, { name: 'Zara Ahmed', email, phone: newPhone() });
  await guest.getByRole('button', { name: 'Continue to Checkout' }).click();
  await guest.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(guest).toHaveURL(/\/thank-you$/, { timeout: 10_000 });
  const orderNumber = (await guest.getByTestId('order-number').textContent())!.trim();

  // The thank-you page asks the guest to confirm.
  const notice = guest.getByTestId('awaiting-confirmation');
  await expect(notice.getByRole('heading', { name: 'Awaiting confirmation' })).toBeVisible();
  await expect(notice).toContainText(AWAITING_TEXT);
  await expect(notice.getByRole('button', { name: 'Confirm now' })).toBeVisible();
  await expect(guest.getByTestId('confirmation-status')).toHaveText('Awaiting confirmation');
  await screens(guest, 'thank-you');

  // The seller sees the order greyed, not to be packed: it may only be cancelled.
  const sellerPage = seller.page;
  await sellerPage.goto('/seller/orders');
  const row = sellerPage.getByTestId('seller-order-row').filter({ hasText: orderNumber });
  await expect(row.getByTestId('not-confirmed')).toHaveText(NOT_CONFIRMED);
  await expect(row).toHaveClass(/seller-order-unconfirmed/);
  await sellerPage.screenshot({ path: test.info().outputPath('seller-orders.png') });
  await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(sellerPage.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(sellerPage.getByTestId('not-confirmed')).toContainText(NOT_CONFIRMED);
  await expect(sellerPage.getByLabel('New status').locator('option')).toHaveText([
    'Choose the next status',
    'Cancelled',
  ]);
  const sellerOrderPath = new URL(sellerPage.url()).pathname;
  // Nobody told the seller of it yet.
  const told = async () => {
    const list = (await (await seller.context.request.get('/api/account/notifications')).json()) as {
      data: { title: string }[];
    };
    return list.data.some((notification) => notification.title.includes(orderNumber));
  };
  expect(await told()).toBe(false);

  // A link without its token, or with a wrong one, confirms nothing and says so.
  const link = await linkFromMail(orderNumber, 'order/confirm');
  await guest.goto('/order/confirm');
  await expect(guest.getByTestId('confirmation-failed')).toContainText(INVALID_LINK);
  await guest.goto(link.replace(/token=[\w%-]+/, 'token=not-the-token'));
  await expect(guest.getByTestId('confirmation-failed')).toContainText(INVALID_LINK);

  // The guest opens the link from the receipt e-mail: the order is confirmed.
  await guest.goto(link);
  await expect(guest.getByTestId('order-confirmed')).toContainText(ORDER_CONFIRMED);
  await expect(guest.getByTestId('order-confirmed')).toContainText(orderNumber);
  await screens(guest, 'confirm-page');
  // Opened again, the same link still says so.
  await guest.reload();
  await expect(guest.getByTestId('order-confirmed')).toContainText(ORDER_CONFIRMED);
  // The tracking page no longer asks.
  await guest.getByRole('link', { name: 'Track your order' }).click();
  await expect(guest).toHaveURL(/\/track\?order=/);
  await guest.getByLabel('Email', { exact: true }).fill(email);
  await guest.getByRole('button', { name: 'Track' }).click();
  await expect(guest.getByTestId('tracked-order')).toContainText(`Order ${orderNumber}`);
  await expect(guest.getByTestId('awaiting-confirmation')).toHaveCount(0);

  // The seller is told of the new order in the app, and packs it.
  await expect.poll(told).toBe(true);
  await sellerPage.goto('/');
  await sellerPage.getByRole('button', { name: /^Notifications/ }).click();
  const news = sellerPage.getByRole('link', { name: new RegExp(`New order ${orderNumber}`) });
  await expect(news).toBeVisible();
  await news.click();
  await expect(sellerPage).toHaveURL(new RegExp(`${sellerOrderPath}$`));
  await expect(sellerPage.getByTestId('not-confirmed')).toHaveCount(0);
  const next = sellerPage.getByLabel('New status');
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'Processing', 'Cancelled']);
  await next.selectOption('processing');
  await sellerPage.getByRole('button', { name: 'Update Status' }).click();
  await expect(sellerPage.getByText('Order marked Processing')).toBeVisible();

  await seller.context.close();
  await guestContext.close();
});

test('an admin calls the shopper of an awaiting order and confirms it by phone from the Order confirmations page', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const seller = await sellerWithProduct(browser, `Call Shawls ${tag}`, { name: `Call Shawl ${tag}`, price: 175_000 });
  await seller.context.close();

  // A guest orders through the checkout API, as the checkout page sends it.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const email = `call-guest-${tag}@example.pk`;
  const phone = newPhone();
  const placed = await guestContext.request.post('/api/docheckout', {
    data: {
      name: 'Bilal Raza',
      email,
      phone,
      zipcode: '54000',
      address: '7 Canal View',
      city: 'Lahore',
      state: 'Punjab',
      payment_method: 'cod',
      items: [{ product_id: seller.productId, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (
    (await placed.json()) as { data: { order: { id: string; order_number: string; confirmation: string } } }
  ).data.order;
  expect(order.confirmation).toBe('awaiting');

  // On the tracking page the guest asks for the link again: no SMS gateway, so it is e-mailed.
  await guest.goto(`/track?order=${encodeURIComponent(order.order_number)}`);
  await guest.getByLabel('Email', { exact: true }).fill(email);
  await guest.getByRole('button', { name: 'Track' }).click();
  const notice = guest.getByTestId('awaiting-confirmation');
  await expect(notice).toContainText(AWAITING_TEXT);
  await notice.getByRole('button', { name: 'Confirm now' }).click();
  await expect(notice).toContainText('We sent a confirmation link to');

  // The admin finds it on the Order confirmations page, with whom to call and the phone's record.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: 'Order confirmations' }).click();
  await expect(admin).toHaveURL(/\/admin\/confirmations$/);
  await expect(admin.getByRole('heading', { name: 'Order confirmations' })).toBeVisible();
  const row = admin.getByTestId('awaiting-confirmation-row').filter({ hasText: order.order_number });
  await expect(row).toContainText('Bilal Raza');
  await expect(row).toContainText(`Call Shawls ${tag}`);
  await expect(row).toContainText('Rs. 2,000');
  await expect(row.getByRole('link', { name: /^[+\d\s]+$/ })).toHaveAttribute('href', /^tel:/);
  await expect(row.getByTestId('phone-record')).toHaveText('1 order · 0 confirmed · 0 delivered');
  await expect(row.getByTestId('calls')).toHaveText('Not called yet');
  await expect(row.getByRole('link', { name: `Order ${order.order_number}` })).toHaveAttribute(
    'href',
    `/admin/orders/${order.id}`,
  );
  await screens(admin, 'admin-confirmations');

  // Nobody answers the first call: the row stays and counts it.
  await row.getByRole('button', { name: 'No answer' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `No answer for order ${order.order_number}` }),
  ).toBeVisible();
  await expect(row.getByTestId('calls')).toContainText('1 call without an answer');

  // The second call confirms it: the row leaves the list.
  await row.getByRole('button', { name: 'Confirmed by phone' }).click();
  await expect(admin.getByText(`Order ${order.order_number} is confirmed: its sellers can pack it`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The guest's tracking page shows it confirmed.
  await guest.getByRole('button', { name: 'Track' }).click();
  await expect(guest.getByTestId('tracked-order')).toContainText(`Order ${order.order_number}`);
  await expect(guest.getByTestId('awaiting-confirmation')).toHaveCount(0);

  await adminContext.close();
  await guestContext.close();
});

test("the admin's settings say which orders wait for confirmation, and the refused-parcels rules", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const confirmation = page.getByRole('group', { name: 'Order confirmation' });
  const policy = confirmation.getByLabel(/Which cash-on-delivery orders wait/);
  await expect(policy).toHaveValue('new_shoppers');
  await expect(policy.locator('option')).toHaveText([
    'Off',
    'New shoppers only',
    'Every order',
    'Orders above an amount',
  ]);
  await expect(confirmation.getByLabel('Hours to confirm')).toHaveValue('48');
  // The amount is asked only for "Orders above an amount" (the setting is not saved here).
  await expect(confirmation.getByLabel('Confirm orders above (Rs.)')).toHaveCount(0);
  await policy.selectOption('above_amount');
  await expect(confirmation.getByLabel('Confirm orders above (Rs.)')).toHaveValue('10000');
  const refused = page.getByRole('group', { name: 'Refused parcels' });
  // A new shop caps nothing but refusals: the caps are the admin's to set.
  await expect(refused.getByLabel('Largest cash-on-delivery order for an unconfirmed phone (Rs.)')).toHaveValue('0');
  await screens(page, 'admin-settings');
});
