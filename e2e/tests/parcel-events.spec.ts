import { expect, test, type Browser } from '@playwright/test';
import { adminNav, signInAsAdmin } from './admin-session';
import { confirmByMailedLink } from './confirm-order';
import { sellerWithProduct } from './seller-with-product';

/** A phone number no journey has ordered with: a new shopper, whose orders wait for confirmation. */
const newPhone = () => `0345 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/**
 * A shopper signed up and signed in on the login page orders `quantity` of the product, as the
 * checkout page sends it, and confirms the order by the e-mailed link: its seller may pack it.
 */
async function confirmedOrder(browser: Browser, tag: string, productId: string, quantity: number) {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const email = `courier-buyer-${tag}@example.pk`;
  const signup = await shopperContext.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'chai-and-biscuits-9',
      confirmPassword: 'chai-and-biscuits-9',
      username: `courier${tag}`,
      firstName: 'Ayesha',
      lastName: 'Khan',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByLabel('Password').fill('chai-and-biscuits-9');
  await shopper.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(shopper).not.toHaveURL(/\/login/);
  const order = await shopper.evaluate(
    async ({ email, phone, productId, quantity }) => {
      const response = await fetch('/api/docheckout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ayesha Khan',
          email,
          phone,
          zipcode: '54000',
          address: '12 Mall Road',
          city: 'Lahore',
          state: 'Punjab',
          payment_method: 'cod',
          items: [{ product_id: productId, quantity }],
        }),
      });
      return ((await response.json()) as { data: { order: { id: string; order_number: string } } }).data.order;
    },
    { email, phone: newPhone(), productId, quantity },
  );
  await confirmByMailedLink(shopper, order.order_number);
  return { shopperContext, shopper, email, order };
}

test("a parcel's delivery updates, from the seller, the admin and the courier's own system, reach the shopper's order page", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  // A tracking number of this run only: a courier names the parcel by it.
  const trackingNumber = `PE${tag}`.toUpperCase();
  const seller = await sellerWithProduct(browser, `Courier Kurtas ${tag}`, {
    name: `Courier Kurta ${tag}`,
    price: 240_000,
  });

  // A signed-in shopper orders the kurta and confirms the order by the e-mailed link.
  const { shopperContext, shopper, email, order } = await confirmedOrder(browser, tag, seller.productId, 1);

  // The seller packs the order and ships it with TCS.
  const page = seller.page;
  await page.goto('/seller/orders');
  await page.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  const next = page.getByLabel('New status');
  await next.selectOption('processing');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order marked Processing')).toBeVisible();
  // Nothing to tell of the delivery before the parcel is handed to a courier.
  await expect(page.getByRole('button', { name: 'Mark out for delivery' })).toHaveCount(0);
  await expect(page.getByTestId('parcel-timeline')).toHaveCount(0);
  await next.selectOption('shipped');
  await page.getByRole('button', { name: 'Update Status' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${order.order_number}` });
  await ship.getByLabel('Courier').selectOption('TCS');
  await ship.getByLabel('Tracking number').fill(trackingNumber);
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText('Order marked Shipped')).toBeVisible();
  const timeline = page.getByTestId('parcel-timeline').getByRole('listitem');
  await expect(timeline).toHaveCount(1);
  await expect(timeline.nth(0)).toContainText('Handed to the courier');

  // The rider takes the parcel out: the seller says so, once.
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(page.getByText('Parcel marked out for delivery')).toBeVisible();
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(1)).toContainText('Out for delivery');
  await expect(page.getByRole('button', { name: 'Mark out for delivery' })).toHaveCount(0);

  // The rider could not find the address: the dialog asks why.
  await page.getByRole('button', { name: 'Delivery attempt failed' }).click();
  const attempt = page.getByRole('dialog', { name: 'Delivery attempt failed' });
  await attempt.getByRole('button', { name: 'Record failed attempt' }).click();
  await expect(attempt.getByText('Please say why the delivery attempt failed')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('attempt-failed-dialog.png') });
  await attempt.getByLabel('Why did it fail?').selectOption('Address not found');
  await attempt.getByRole('button', { name: 'Record failed attempt' }).click();
  await expect(page.getByText('Failed delivery attempt recorded')).toBeVisible();
  await expect(attempt).toHaveCount(0);
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(2)).toContainText('Delivery attempt failed: Address not found');
  // The rider may go out again.
  await expect(page.getByRole('button', { name: 'Mark out for delivery' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('seller-order.png'), fullPage: true });

  // The shopper's order page tells the same, under the tracking number.
  await shopper.goto(`/order/${order.id}`);
  const main = shopper.getByRole('main');
  await expect(main.getByTestId('shipment')).toContainText(`Sent with TCS, tracking number ${trackingNumber}`);
  const shopperTimeline = main.getByTestId('parcel-timeline').getByRole('listitem');
  await expect(shopperTimeline).toHaveCount(3);
  await expect(shopperTimeline.nth(0)).toContainText('Handed to the courier');
  await expect(shopperTimeline.nth(1)).toContainText('Out for delivery');
  await expect(shopperTimeline.nth(2)).toContainText('Delivery attempt failed: Address not found');
  await shopper.screenshot({ path: test.info().outputPath('shopper-order-attempt-failed.png'), fullPage: true });

  // The admin sees the same on the order's page, and may send the rider out again.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders/${order.id}`);
  const adminTimeline = admin.getByTestId('parcel-timeline').getByRole('listitem');
  await expect(adminTimeline).toHaveCount(3);
  await expect(adminTimeline.nth(2)).toContainText('Delivery attempt failed: Address not found');
  await admin.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(admin.getByText(`Courier Kurtas ${tag}: parcel marked out for delivery`)).toBeVisible();
  await expect(adminTimeline).toHaveCount(4);
  await expect(adminTimeline.nth(3)).toContainText('Out for delivery');
  await expect(admin.getByRole('button', { name: 'Mark out for delivery' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Delivery attempt failed' })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('admin-order.png'), fullPage: true });

  // The admin turns on TCS's own updates in Settings: a secret shown once.
  await adminNav(admin, 'Settings').click();
  const couriers = admin.getByRole('region', { name: 'Courier updates' });
  const tcs = couriers.getByTestId('courier-update').filter({ hasText: 'TCS' });
  await expect(tcs).toContainText('Off');
  await tcs.getByRole('button', { name: 'New secret for TCS' }).click();
  const shown = tcs.getByTestId('courier-secret');
  await expect(shown).toContainText('Give this secret to TCS with the address');
  await expect(shown).toContainText('/api/couriers/tcs/events. It is shown only now.');
  await expect(tcs).toContainText('On since');
  const firstSecret = await shown.getByRole('textbox').inputValue();
  expect(firstSecret).toMatch(/^onsale_/);

  // A new secret is asked about first, and stops the old one.
  await tcs.getByRole('button', { name: 'New secret for TCS' }).click();
  const again = admin.getByRole('dialog', { name: 'Make a new secret for TCS?' });
  await again.getByRole('button', { name: 'Make a new secret' }).click();
  await expect(again).toHaveCount(0);
  await expect(shown.getByRole('textbox')).not.toHaveValue(firstSecret);
  const secret = await shown.getByRole('textbox').inputValue();
  await admin.screenshot({ path: test.info().outputPath('courier-updates.png'), fullPage: true });

  // TCS's system reports the parcel delivered; the old secret is refused.
  const update = { eventId: `tcs-${tag}-1`, trackingNumber, event: 'delivered' };
  const refused = await request.post('/api/couriers/tcs/events', {
    headers: { Authorization: `Bearer ${firstSecret}` },
    data: update,
  });
  expect(refused.status()).toBe(401);
  const delivered = await request.post('/api/couriers/tcs/events', {
    headers: { Authorization: `Bearer ${secret}` },
    data: update,
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // The shopper's page shows the parcel delivered.
  await shopper.reload();
  await expect(shopperTimeline).toHaveCount(5);
  await expect(shopperTimeline.nth(3)).toContainText('Out for delivery');
  await expect(shopperTimeline.nth(4)).toContainText('Delivered');
  await expect(main.locator('.order-status-badge').first()).toHaveText('Delivered');
  await shopper.screenshot({ path: test.info().outputPath('shopper-order-delivered.png'), fullPage: true });

  // The tracking page too.
  await shopper.goto('/track');
  await shopper.getByLabel('Order Number').fill(order.order_number);
  await shopper.getByLabel('Email', { exact: true }).fill(email);
  await shopper.getByRole('button', { name: 'Track' }).click();
  await expect(shopper.getByTestId('tracked-order').getByTestId('parcel-timeline').getByRole('listitem')).toHaveText([
    /^Handed to the courier/,
    /^Out for delivery/,
    /^Delivery attempt failed: Address not found/,
    /^Out for delivery/,
    /^Delivered/,
  ]);

  // The seller's page has nothing more to record.
  await page.reload();
  await expect(timeline).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Mark out for delivery' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delivery attempt failed' })).toHaveCount(0);

  await adminContext.close();
  await seller.context.close();
  await shopperContext.close();
});

test('a parcel refused at the door comes back to its seller, who checks it back in: in good condition its items are back in stock', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const name = `Returned Kurta ${tag}`;
  const seller = await sellerWithProduct(browser, `Returned Kurtas ${tag}`, { name, price: 240_000 });

  // A shopper orders two of the five kurtas: the seller's list counts three left.
  const { shopperContext, order } = await confirmedOrder(browser, tag, seller.productId, 2);
  const page = seller.page;
  await page.goto('/seller/products');
  const stock = page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(4);
  await expect(stock).toHaveText('3');

  // The seller packs the order and ships it with Leopards.
  await page.goto('/seller/orders');
  await page.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  const next = page.getByLabel('New status');
  await next.selectOption('processing');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order marked Processing')).toBeVisible();
  await next.selectOption('shipped');
  await page.getByRole('button', { name: 'Update Status' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${order.order_number}` });
  await ship.getByLabel('Courier').selectOption('Leopards');
  await ship.getByLabel('Tracking number').fill(`RT${tag}`.toUpperCase());
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText('Order marked Shipped')).toBeVisible();
  // Nothing to check back in while the parcel is on its way.
  await expect(page.getByRole('button', { name: 'Check returned parcel' })).toHaveCount(0);

  // The shopper refuses the parcel at the door: the courier takes it back to the seller.
  await next.selectOption('refused');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order marked Refused at the door')).toBeVisible();
  const timeline = page.getByTestId('parcel-timeline').getByRole('listitem');
  await expect(timeline).toHaveText([/^Handed to the courier/, /^Returned to sender/]);
  const returned = page.getByTestId('returned-parcel');
  await expect(returned.getByRole('heading', { name: 'Parcel returned to sender' })).toBeVisible();
  await expect(returned).toContainText(
    'When the parcel is back with you, check it and say how it came back: in good condition its items go back in your stock.',
  );
  await expect(page.getByTestId('return-check')).toHaveCount(0);
  // Refused, the items stay out of stock until the parcel is back.
  await page.screenshot({ path: test.info().outputPath('seller-order-returned.png'), fullPage: true });

  // The parcel is back: the seller says how it came back.
  await returned.getByRole('button', { name: 'Check returned parcel' }).click();
  const check = page.getByRole('dialog', { name: 'Check returned parcel' });
  await check.getByRole('button', { name: 'Save' }).click();
  await expect(check.getByText('Please say what condition the parcel came back in')).toBeVisible();
  await check.getByLabel('In good condition: back in stock').check();
  await expect(check.getByLabel('Damaged or opened: kept out of stock')).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('check-returned-parcel-dialog.png') });
  await check.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Returned parcel checked: items back in stock')).toBeVisible();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('return-check')).toHaveText(
    /^Came back: In good condition: back in stock \(\d{1,2} \w+ \d{4}\)$/,
  );
  await expect(timeline).toHaveText([/^Handed to the courier/, /^Returned to sender/, /^Back with the seller/]);
  // Checked once: nothing more to do.
  await expect(page.getByRole('button', { name: 'Check returned parcel' })).toHaveCount(0);
  await expect(page.getByText('This order is refused at the door: there is nothing more to do.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('seller-order-checked.png'), fullPage: true });

  // The two kurtas are back in the seller's stock.
  await page.goto('/seller/products');
  await expect(stock).toHaveText('5');

  await seller.context.close();
  await shopperContext.close();
});

test("an admin checks a seller's returned parcel back in on the order's page: damaged, its items stay out of stock", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Damaged Shawls ${tag}`;
  const name = `Damaged Shawl ${tag}`;
  const seller = await sellerWithProduct(browser, brand, { name, price: 175_000 });
  const { shopperContext, order } = await confirmedOrder(browser, tag, seller.productId, 2);

  // The seller packs the order and ships it with TCS.
  const page = seller.page;
  await page.evaluate(async (orderId) => {
    const list = (await (await fetch('/api/seller/orders')).json()) as { data: { id: string; orderId: string }[] };
    const id = list.data.find((part) => part.orderId === orderId)!.id;
    for (const status of ['processing', 'shipped'])
      await fetch(`/api/seller/orders/${id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(status === 'shipped' ? { status, courier: 'tcs', trackingNumber: 'DM55501' } : { status }),
      });
  }, order.id);

  // The admin hears from the courier that the shopper refused it, and marks it so.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(admin.getByRole('button', { name: 'Check returned parcel' })).toHaveCount(0);
  await admin.getByLabel('Change status for the seller').selectOption('refused');
  await admin.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(admin.getByText(`${brand}: Refused at the door`)).toBeVisible();
  const returned = admin.getByTestId('returned-parcel');
  await expect(returned).toContainText('Parcel returned to sender');

  // The parcel came back opened: checked back in on the seller's behalf, its items stay out of stock.
  await returned.getByRole('button', { name: 'Check returned parcel' }).click();
  const check = admin.getByRole('dialog', { name: 'Check returned parcel' });
  await check.getByLabel('Damaged or opened: kept out of stock').check();
  await check.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${brand}: returned parcel checked, items kept out of stock`)).toBeVisible();
  await expect(check).toHaveCount(0);
  await expect(returned).toHaveCount(0);
  await expect(admin.getByTestId('return-check')).toHaveText(
    /^Came back: Damaged or opened: kept out of stock \(\d{1,2} \w+ \d{4}\)$/,
  );
  await expect(admin.getByTestId('parcel-timeline').getByRole('listitem')).toHaveText([
    /^Handed to the courier/,
    /^Returned to sender/,
    /^Back with the seller/,
  ]);
  await admin.screenshot({ path: test.info().outputPath('admin-order-checked.png'), fullPage: true });

  // The seller's page says how it came back, with nothing left to check; the stock stays three.
  await page.goto('/seller/orders');
  await page.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await expect(page.getByTestId('return-check')).toContainText('Came back: Damaged or opened: kept out of stock');
  await expect(page.getByRole('button', { name: 'Check returned parcel' })).toHaveCount(0);
  await page.goto('/seller/products');
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(4)).toHaveText('3');

  await adminContext.close();
  await seller.context.close();
  await shopperContext.close();
});
