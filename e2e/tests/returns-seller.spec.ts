import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminNav, signInAsAdmin } from './admin-session';
import { confirmByMailedLink } from './confirm-order';
import { sellerWithProduct } from './seller-with-product';

/** A phone number no journey has ordered with: a new shopper, whose orders wait for confirmation. */
const newPhone = () => `0346 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

async function ok(response: APIResponse) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: unknown }).data;
}

interface ReturnAnswer {
  id: string;
  number: string;
  status: string;
}

/** A move of a return through its audience's route: the shopper's, the seller's or the admin's. */
async function act(request: APIRequestContext, audience: 'account' | 'seller' | 'admin', id: string, body: object) {
  return (await ok(await request.post(`/api/${audience}/returns/${id}/actions`, { data: body }))) as ReturnAnswer;
}

/**
 * A signed-up shopper orders `quantity` of the product, confirms the order by the e-mailed link,
 * and its seller ships it with TCS and marks it delivered, all as their pages send it: the items
 * may now be returned. Gives the shopper's page (signed in) and the bought item's id.
 */
async function deliveredOrder(
  browser: Browser,
  seller: Page,
  tag: string,
  productId: string,
  quantity: number,
  size?: string,
) {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const email = `return-buyer-${tag}@example.pk`;
  await ok(
    await shopperContext.request.post('/api/auth/signup', {
      data: {
        email,
        password: 'chai-and-biscuits-9',
        confirmPassword: 'chai-and-biscuits-9',
        username: `returns${tag}`,
        firstName: 'Sana',
        lastName: 'Malik',
        phoneNumber: '03001234567',
        address: '12 Mall Road, Lahore',
      },
    }),
  );
  const placed = (await ok(
    await shopperContext.request.post('/api/docheckout', {
      data: {
        name: 'Sana Malik',
        email,
        phone: newPhone(),
        zipcode: '54000',
        address: '12 Mall Road',
        city: 'Lahore',
        state: 'Punjab',
        payment_method: 'cod',
        items: [{ product_id: productId, quantity, ...(size ? { size } : {}) }],
      },
    }),
  )) as { order: { id: string; order_number: string } };
  const order = placed.order;
  await confirmByMailedLink(shopper, order.order_number);

  const parts = (await ok(await seller.request.get('/api/seller/orders'))) as { id: string; orderId: string }[];
  const part = parts.find((p) => p.orderId === order.id)!;
  for (const change of [
    { status: 'processing' },
    { status: 'shipped', courier: 'tcs', trackingNumber: `RS${tag}`.toUpperCase() },
    { status: 'delivered' },
  ])
    await ok(await seller.request.patch(`/api/seller/orders/${part.id}/status`, { data: change }));

  const detail = (await ok(await shopperContext.request.get(`/api/account/orders/${order.id}`))) as {
    sellerOrders: { items: { id: string }[] }[];
  };
  const itemId = detail.sellerOrders[0]!.items[0]!.id;
  return { shopperContext, shopper, order, sellerOrderId: part.id, itemId };
}

/** A photo of the damage, uploaded as the return form sends it. */
async function uploadedPhoto(request: APIRequestContext) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  const uploaded = (await ok(
    await request.post('/api/account/uploads', {
      multipart: { image: { name: 'torn-seam.png', mimeType: 'image/png', buffer: photo } },
    }),
  )) as { url: string };
  return uploaded.url;
}

test('a seller approves a damaged item’s return, marks it received and inspects it: the shopper’s credit is refunded', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const name = `Return Kurta ${tag}`;
  const seller = await sellerWithProduct(browser, `Return Kurtas ${tag}`, { name, price: 240_000 });
  const page = seller.page;
  const { shopperContext, order, sellerOrderId, itemId } = await deliveredOrder(
    browser,
    page,
    tag,
    seller.productId,
    2,
  );

  // The shopper asks to return one kurta, damaged, with a photo, for OnSale credit.
  const photo = await uploadedPhoto(shopperContext.request);
  const requested = (await ok(
    await shopperContext.request.post('/api/account/returns', {
      data: {
        itemId,
        quantity: 1,
        reason: 'damaged',
        note: 'The seam came apart at the shoulder.',
        photos: [photo],
        wants: 'credit',
      },
    }),
  )) as ReturnAnswer;

  // The seller's menu counts the open return; the inbox lists it.
  await page.goto('/seller');
  const nav = page.getByRole('navigation', { name: 'Seller area' });
  await expect(nav.getByTestId('open-returns')).toHaveText('Open: 1');
  await nav.getByRole('link', { name: /^Returns/ }).click();
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const row = page.getByTestId('seller-return-row').filter({ hasText: requested.number });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Damaged or defective');
  await expect(row).toContainText('OnSale credit');
  await expect(row).toContainText('Waiting for the seller');
  await expect(row).toContainText('Answer by');
  await page.screenshot({ path: test.info().outputPath('seller-returns.png'), fullPage: true });

  // Nothing past due yet.
  await page.getByRole('link', { name: 'Past due', exact: true }).click();
  await expect(page.getByText('No returns to handle.')).toBeVisible();
  await page.getByRole('link', { name: 'Open', exact: true }).click();

  // The return's page shows what the shopper sent, and links to the order.
  await row.getByRole('link', { name: `View return ${requested.number}` }).click();
  await expect(page.getByRole('heading', { name: `Return ${requested.number}` })).toBeVisible();
  await expect(page.getByTestId('return-shopper-note')).toContainText('The seam came apart at the shoulder.');
  await expect(page.getByRole('link', { name: `order ${order.order_number}` })).toHaveAttribute(
    'href',
    `/seller/orders/${sellerOrderId}`,
  );
  await page.getByRole('button', { name: 'Enlarge photo 1' }).click();
  const enlarged = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  await expect(enlarged.getByRole('img', { name: `Photo 1 of the return ${requested.number}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('seller-return-photo.png') });
  await enlarged.getByRole('button', { name: 'Close' }).click();
  await expect(enlarged).toHaveCount(0);
  const actions = page.getByTestId('return-actions');
  // Only the seller's moves of a request: no inspection before the item is back.
  await expect(actions.getByRole('button')).toHaveText(['Approve', 'Reject']);
  await page.screenshot({ path: test.info().outputPath('seller-return-requested.png'), fullPage: true });

  // Approved, the shopper sends it back; the seller marks it received.
  await actions.getByRole('button', { name: 'Approve' }).click();
  await expect(actions.getByText('Return approved: the shopper is told to send the item back')).toBeVisible();
  const status = page.getByTestId('return-status').first();
  await expect(status).toHaveText('Approved: send the item back');
  await actions.getByRole('button', { name: 'Mark received' }).click();
  await expect(actions.getByText('Return marked received: inspect the item next')).toBeVisible();
  await expect(status).toHaveText('Received by the seller');

  // The inspection asks how many came back as they should, and says what will happen first.
  await actions.getByRole('button', { name: 'Inspect' }).click();
  const inspect = page.getByRole('dialog', { name: `Inspect return ${requested.number}` });
  await inspect.getByRole('button', { name: 'Save the inspection' }).click();
  await expect(inspect.getByText('Accepted quantities cannot be more than were returned')).toBeVisible();
  await inspect.getByLabel('How many came back as they should?').fill('1');
  const outcome = inspect.getByTestId('inspection-outcome');
  await expect(outcome).toContainText('Outcome: Accepted · the return becomes Refunded');
  await expect(outcome).toContainText('1 item goes back in stock.');
  await inspect.getByLabel('Note (optional)').fill('Seam resewn: back on sale.');
  await page.screenshot({ path: test.info().outputPath('seller-inspect-dialog.png') });
  await inspect.getByRole('button', { name: 'Save the inspection' }).click();
  await expect(inspect).toHaveCount(0);
  await expect(status).toHaveText('Refunded');
  await expect(actions).toContainText('This return is refunded: there is nothing more to do.');
  await expect(page.getByTestId('return-inspection')).toContainText('Seam resewn: back on sale.');
  await page.screenshot({ path: test.info().outputPath('seller-return-refunded.png'), fullPage: true });

  // The inbox has nothing open left; All still lists it.
  await page.goto('/seller/returns');
  await expect(page.getByText('No returns to handle.')).toBeVisible();
  await expect(nav.getByTestId('open-returns')).toHaveCount(0);
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page.getByTestId('seller-return-row').filter({ hasText: requested.number })).toContainText('Refunded');

  // The other kurta: the shopper asks to return it, then withdraws the request while the seller has it open.
  const withdrawn = (await ok(
    await shopperContext.request.post('/api/account/returns', {
      data: { itemId, quantity: 1, reason: 'changed_mind', wants: 'credit' },
    }),
  )) as ReturnAnswer;
  await page.getByRole('link', { name: 'Open', exact: true }).click();
  await page.getByRole('link', { name: `View return ${withdrawn.number}` }).click();
  await expect(actions.getByRole('button')).toHaveText(['Approve', 'Reject']);
  await act(shopperContext.request, 'account', withdrawn.id, { action: 'withdraw' });
  // The seller's Approve comes too late: the server's words say why, and the page shows the return as it is now.
  await actions.getByRole('button', { name: 'Approve' }).click();
  await expect(actions.getByRole('alert')).toHaveText('A return that is withdrawn cannot be approved');
  await expect(status).toHaveText('Withdrawn');
  await expect(actions.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('seller-return-withdrawn.png'), fullPage: true });

  // One kurta is back in the seller's stock: four of five.
  await page.goto('/seller/products');
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(4)).toHaveText('4');

  await seller.context.close();
  await shopperContext.close();
});

test('the admin decides an escalated rejection for the shopper and records a bank refund with its reference', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const brand = `Escalated Shawls ${tag}`;
  const seller = await sellerWithProduct(browser, brand, { name: `Escalated Shawl ${tag}`, price: 175_000 });
  const { shopperContext, itemId } = await deliveredOrder(browser, seller.page, tag, seller.productId, 2);
  const shopper = shopperContext.request;
  const sellerApi = seller.context.request;

  // One shawl: the shopper changed their mind; the seller rejects it, and the shopper asks OnSale to decide.
  const escalated = (await ok(
    await shopper.post('/api/account/returns', {
      data: { itemId, quantity: 1, reason: 'changed_mind', wants: 'credit' },
    }),
  )) as ReturnAnswer;
  await act(sellerApi, 'seller', escalated.id, { action: 'reject', reason: 'The shawl was worn: the tags are off.' });
  await act(shopper, 'account', escalated.id, {
    action: 'escalate',
    note: 'I only tried it on; the tags came off in the parcel.',
  });

  // The other: too large, a refund to the shopper's bank account; approved, received and accepted by the seller.
  const refund = (await ok(
    await shopper.post('/api/account/returns', {
      data: {
        itemId,
        quantity: 1,
        reason: 'too_large',
        wants: 'bank',
        accountTitle: 'Sana Malik',
        iban: 'PK56 MEZN 0001 2345 6789 0123',
      },
    }),
  )) as ReturnAnswer;
  await act(sellerApi, 'seller', refund.id, { action: 'approve' });
  await act(sellerApi, 'seller', refund.id, { action: 'receive' });
  const inspected = await act(sellerApi, 'seller', refund.id, { action: 'inspect', accepted: 1 });
  expect(inspected.status).toBe('inspected');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await adminNav(admin, 'Returns').click();
  await expect(admin.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: 'Escalated', exact: true }).click();
  const row = admin.getByTestId('admin-return-row').filter({ hasText: escalated.number });
  await expect(row).toContainText(brand);
  await expect(row).toContainText('Sana Malik');
  await expect(row).toContainText('With OnSale for a decision');
  await expect(admin.getByTestId('admin-return-row').filter({ hasText: refund.number })).toHaveCount(0);
  await admin.screenshot({ path: test.info().outputPath('admin-returns-escalated.png'), fullPage: true });

  // Both sides are on the return's page; the admin approves the return.
  await row.getByRole('link', { name: `View return ${escalated.number}` }).click();
  await expect(admin.getByRole('heading', { name: `Return ${escalated.number}` })).toBeVisible();
  await expect(admin.getByTestId('return-reject-reason')).toContainText('The shawl was worn: the tags are off.');
  await expect(admin.getByTestId('return-escalation')).toContainText('the tags came off in the parcel');
  const actions = admin.getByTestId('return-actions');
  await expect(actions.getByRole('button')).toHaveText(['Approve the return', 'Keep it rejected']);
  await admin.screenshot({ path: test.info().outputPath('admin-return-escalated.png'), fullPage: true });
  await actions.getByRole('button', { name: 'Approve the return' }).click();
  const decide = admin.getByRole('dialog', { name: `Approve return ${escalated.number}?` });
  await decide.getByLabel('Note (optional)').fill('Tags in the parcel: the shawl may come back.');
  await decide.getByRole('button', { name: 'Approve the return' }).click();
  await expect(decide).toHaveCount(0);
  await expect(actions.getByText("Return approved: the seller's rejection is overruled")).toBeVisible();
  await expect(admin.getByTestId('return-status').first()).toHaveText('Approved: send the item back');
  await expect(admin.getByTestId('return-decision')).toContainText('Tags in the parcel: the shawl may come back.');

  // The bank refund: the account is on the page; the admin records the bank's reference.
  await admin.goto('/admin/returns?filter=all');
  await admin
    .getByTestId('admin-return-row')
    .filter({ hasText: refund.number })
    .getByRole('link', { name: `View return ${refund.number}` })
    .click();
  await expect(admin.getByRole('heading', { name: `Return ${refund.number}` })).toBeVisible();
  const account = admin.getByTestId('refund-account');
  await expect(account).toContainText('PK56MEZN0001234567890123');
  await expect(account).toContainText('Sana Malik');
  await actions.getByRole('button', { name: 'Record refund' }).click();
  const record = admin.getByRole('dialog', { name: `Record the refund of return ${refund.number}` });
  await record.getByRole('button', { name: 'Record refund' }).click();
  await expect(record.getByText("Please enter the bank's or wallet's reference of the refund")).toBeVisible();
  await record.getByLabel("Bank's or wallet's reference").fill(`IBFT-${tag}`);
  await admin.screenshot({ path: test.info().outputPath('admin-refund-dialog.png') });
  await record.getByRole('button', { name: 'Record refund' }).click();
  await expect(record).toHaveCount(0);
  await expect(admin.getByTestId('return-status').first()).toHaveText('Refunded');
  await expect(admin.getByTestId('refund-reference')).toContainText(`IBFT-${tag}`);
  await admin.screenshot({ path: test.info().outputPath('admin-return-refunded.png'), fullPage: true });

  // The return window is one of the shop's order settings: a whole number of days from 1 to 365.
  await adminNav(admin, 'Settings').click();
  const returnWindow = admin.getByLabel('Return window (days)');
  await expect(returnWindow).not.toHaveValue('');
  const days = await returnWindow.inputValue();
  await returnWindow.fill('0');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Enter a whole number of days, from 1 to 365')).toBeVisible();
  await returnWindow.fill('45');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Settings saved: the shop shows them now')).toBeVisible();
  await admin.reload();
  await expect(returnWindow).toHaveValue('45');
  await returnWindow.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: test.info().outputPath('admin-settings-return-window.png') });
  // Back as it was, for the journeys after this one.
  await returnWindow.fill(days);
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Settings saved: the shop shows them now')).toBeVisible();

  await adminContext.close();
  await seller.context.close();
  await shopperContext.close();
});

test('a seller ships the exchange of a kurta that came back too small, with the courier and tracking number', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const seller = await sellerWithProduct(browser, `Exchange Kurtas ${tag}`, {
    name: `Plain Kurta ${tag}`,
    price: 150_000,
  });
  const page = seller.page;
  // A kurta in S, M and L, with the picture of the seller's first product.
  const { image } = (await ok(await page.request.get(`/api/seller/products/${seller.productId}`))) as { image: string };
  const kurta = (await ok(
    await page.request.post('/api/seller/products', {
      data: {
        name: `Sized Kurta ${tag}`,
        price: 240_000,
        originalPrice: 480_000,
        category: 'men',
        image,
        stock: 6,
        sizes: 'S, M, L',
        description: 'Hand made',
      },
    }),
  )) as { id: string };
  const { shopperContext, itemId } = await deliveredOrder(browser, page, tag, kurta.id, 1, 'M');

  // Too small: the shopper wants an L instead; the seller approves, receives and accepts it.
  const exchange = (await ok(
    await shopperContext.request.post('/api/account/returns', {
      data: { itemId, quantity: 1, reason: 'too_small', wants: 'exchange', exchangeSize: 'L' },
    }),
  )) as ReturnAnswer;
  for (const body of [{ action: 'approve' }, { action: 'receive' }, { action: 'inspect', accepted: 1 }])
    await act(page.request, 'seller', exchange.id, body);

  await page.goto(`/seller/returns/${exchange.id}`);
  await expect(page.getByRole('heading', { name: `Return ${exchange.number}` })).toBeVisible();
  await expect(page.getByTestId('return-wants')).toHaveText('WantsExchange for size L');
  const actions = page.getByTestId('return-actions');
  await expect(actions.getByRole('button')).toHaveText(['Ship the exchange']);
  await expect(actions).toContainText('Send size L to the shopper');
  await actions.getByRole('button', { name: 'Ship the exchange' }).click();
  const ship = page.getByRole('dialog', { name: `Ship the exchange of return ${exchange.number}` });
  await ship.getByRole('button', { name: 'Mark exchange shipped' }).click();
  await expect(ship.getByText('Please choose the courier')).toBeVisible();
  await ship.getByLabel('Courier').selectOption('Leopards');
  await ship.getByLabel('Tracking number').fill(`ex ${tag}`);
  await ship.getByRole('button', { name: 'Mark exchange shipped' }).click();
  await expect(ship).toHaveCount(0);
  await expect(actions.getByText('Exchange marked shipped: the shopper is told the tracking number')).toBeVisible();
  await expect(page.getByTestId('return-status').first()).toHaveText('Exchange shipped');
  await expect(actions).toContainText('The exchange is on its way to the shopper: there is nothing more to do.');
  await expect(page.getByTestId('exchange-shipment')).toContainText(
    `Sent with Leopards, tracking number EX${tag.toUpperCase()}`,
  );
  await page.screenshot({ path: test.info().outputPath('seller-exchange-shipped.png'), fullPage: true });

  await seller.context.close();
  await shopperContext.close();
});
