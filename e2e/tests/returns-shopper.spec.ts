import { expect, test } from '@playwright/test';
import { hydrated, productPageReady } from './product-page';
import { adminRequest, confirmedOrder, deliverPart, sellerActs, signedInShopper } from './returns-journey';
import { sellerWithProduct } from './seller-with-product';

test('a shopper returns a delivered kurta for OnSale credit, and pays with the credit on the next order', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const name = `Credit Kurta ${tag}`;
  const seller = await sellerWithProduct(browser, `Credit Kurtas ${tag}`, { name, price: 275_000 });
  const admin = await adminRequest(browser);

  // A signed-in shopper orders the kurta, confirms the order, and it is delivered.
  const { context, page, email } = await signedInShopper(browser, tag);
  const order = await confirmedOrder(page, email, [{ product_id: seller.productId, quantity: 1 }]);
  await deliverPart(admin.request, seller.context.request, order.id, `RC${tag}`.toUpperCase());

  // From the order's page, the shopper asks to return it: too small, for OnSale credit.
  await page.goto(`/order/${order.id}`);
  const item = page.getByTestId('order-item').filter({ hasText: name });
  await item.getByRole('link', { name: /^Return or exchange/ }).click();
  await expect(page).toHaveURL(/\/account\/returns\/new\?item=/);
  const form = page.getByRole('form', { name: 'Return request' });
  await expect(form.getByTestId('returned-item')).toContainText(name);
  // One-size kurta: no exchange offered.
  await expect(form.getByLabel('Exchange for another size')).toHaveCount(0);
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText('Please choose why you are returning the item')).toBeVisible();
  await expect(form.getByText('Please choose what you would like instead')).toBeVisible();
  await form.getByLabel('Too small').check();
  await form.getByLabel('OnSale credit').check();
  await expect(form.getByTestId('refund-preview')).toHaveText('You will get Rs. 2,750 as OnSale credit');
  await page.screenshot({ path: test.info().outputPath('return-request.png'), fullPage: true });
  await form.getByRole('button', { name: 'Request return' }).click();

  // The return's page: waiting for the seller, with what was asked.
  await expect(page).toHaveURL(/\/account\/returns\/[0-9a-f-]{36}$/);
  const returnId = page.url().split('/').pop()!;
  await expect(page.getByTestId('return-status')).toHaveText('Waiting for the seller');
  await expect(page.getByTestId('return-wants')).toHaveText('OnSale credit');
  await expect(page.getByTestId('return-amount')).toHaveText('Rs. 2,750');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('return-requested.png'), fullPage: true });
  const returnNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Return ', '');

  // The order's page lists the return under the item, and offers no second one.
  await page.goto(`/order/${order.id}`);
  await expect(item.getByRole('link', { name: `Return ${returnNumber}: Waiting for the seller` })).toBeVisible();
  await expect(item.getByRole('link', { name: /^Return or exchange/ })).toHaveCount(0);

  // My Returns lists it.
  await page.goto('/account/returns');
  await expect(page.getByTestId('return-row')).toHaveCount(1);
  await expect(page.getByTestId('return-row')).toContainText(`Return ${returnNumber}`);

  // The seller approves, receives and accepts it: the credit is given at once.
  await sellerActs(seller.context.request, returnId, { action: 'approve' });
  await sellerActs(seller.context.request, returnId, { action: 'receive' });
  await sellerActs(seller.context.request, returnId, { action: 'inspect', accepted: 1 });

  await page.goto(`/account/returns/${returnId}`);
  await expect(page.getByTestId('return-status')).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(page.getByTestId('return-steps')).toContainText('Credited');
  await page.screenshot({ path: test.info().outputPath('return-refunded.png'), fullPage: true });

  // OnSale Credit, from the account menu: the balance and where it came from.
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Account menu for Ayesha' });
  await hydrated(menu);
  await menu.click();
  await page.getByRole('banner').getByRole('link', { name: 'OnSale Credit', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/credit$/);
  await expect(page.getByTestId('credit-balance')).toHaveText('Rs. 2,750');
  const entries = page.getByTestId('credit-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText('Refund of a return');
  await expect(entries.nth(0)).toContainText(`Return ${returnNumber}`);
  await expect(entries.nth(0)).toContainText('+Rs. 2,750');
  await page.screenshot({ path: test.info().outputPath('credit.png'), fullPage: true });

  // The shopper orders the kurta again through checkout: the credit pays Rs. 2,750 of Rs. 3,000.
  await page.goto(`/product/${seller.slug}`);
  await productPageReady(page);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText('Product added to your bag!')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await page.getByLabel('Full Name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0300 1234567');
  await page.getByLabel('Address').fill('12 Mall Road');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province').selectOption('Punjab');
  await page.getByLabel('Postcode').fill('54000');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const useCredit = page.getByLabel('Use my OnSale credit (Rs. 2,750)');
  await expect(useCredit).toBeChecked();
  await expect(page.getByTestId('summary-total')).toHaveText('Rs. 3,000');
  await expect(page.getByTestId('summary-credit')).toHaveText('−Rs. 2,750');
  await expect(page.getByTestId('summary-to-pay')).toHaveText('Rs. 250');
  // Unticked, the rider collects it all.
  await useCredit.uncheck();
  await expect(page.getByTestId('summary-credit')).toHaveCount(0);
  await useCredit.check();
  await expect(page.getByTestId('summary-to-pay')).toHaveText('Rs. 250');
  await page.screenshot({ path: test.info().outputPath('checkout-credit.png'), fullPage: true });
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/docheckout'));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const second = ((await (await placed).json()) as { data: { order: { id: string; credit_amount: number } } }).data
    .order;
  expect(second.credit_amount).toBe(275_000);

  // The thank-you page and the order's page show the credit paid.
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 10_000 });
  await expect(page.getByTestId('credit-amount')).toHaveText('−Rs. 2,750');
  await expect(page.getByText('You pay Rs. 250 in cash when it arrives.')).toBeVisible();
  await page.goto(`/order/${second.id}`);
  await expect(page.getByTestId('order-credit')).toHaveText('−Rs. 2,750');
  await expect(page.getByTestId('order-credit').locator('xpath=preceding-sibling::dt[1]')).toHaveText('OnSale credit');
  await page.screenshot({ path: test.info().outputPath('order-with-credit.png'), fullPage: true });

  // The credit is spent.
  await page.goto('/account/credit');
  await expect(page.getByTestId('credit-balance')).toHaveText('Rs. 0');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Spent on an order');
  await expect(entries.nth(0)).toContainText('−Rs. 2,750');

  await admin.close();
  await seller.context.close();
  await context.close();
});

test('a shopper exchanges a kurta for another size, and follows the new one', async ({ browser }) => {
  const tag = Date.now().toString(36);
  const name = `Exchange Kurta ${tag}`;
  // Sold in S, M and L (one stock for all sizes).
  const product = { name, price: 240_000, sizes: 'S, M, L' };
  const seller = await sellerWithProduct(browser, `Exchange Kurtas ${tag}`, product);
  const admin = await adminRequest(browser);

  const { context, page, email } = await signedInShopper(browser, tag);
  const order = await confirmedOrder(page, email, [{ product_id: seller.productId, quantity: 1, size: 'M' }]);
  await deliverPart(admin.request, seller.context.request, order.id, `EX${tag}`.toUpperCase());

  await page.goto(`/order/${order.id}`);
  await page
    .getByTestId('order-item')
    .filter({ hasText: name })
    .getByRole('link', { name: /^Return or exchange/ })
    .click();
  const form = page.getByRole('form', { name: 'Return request' });
  await form.getByLabel('Too small').check();
  await form.getByLabel('Exchange for another size').check();
  const size = form.getByLabel('New size');
  // The size bought is not offered again.
  await expect(size.getByRole('option')).toHaveText(['Choose a size', 'S', 'L']);
  await expect(form.getByRole('link', { name: 'See the size chart' })).toHaveAttribute(
    'href',
    `/product/${seller.slug}`,
  );
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText('Please choose the size you would like instead')).toBeVisible();
  await size.selectOption('L');
  await expect(form.getByTestId('refund-preview')).toHaveText('You will get the new size, with nothing to pay');
  await page.screenshot({ path: test.info().outputPath('exchange-request.png'), fullPage: true });
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(page).toHaveURL(/\/account\/returns\/[0-9a-f-]{36}$/);
  const returnId = page.url().split('/').pop()!;
  await expect(page.getByTestId('return-status')).toHaveText('Waiting for the seller');
  await expect(page.getByTestId('return-wants')).toHaveText('Exchange for size L');

  // Approved, the shopper says it is on its way back, with the courier.
  await sellerActs(seller.context.request, returnId, { action: 'approve' });
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('Approved: send the item back');
  await page.getByRole('button', { name: 'I have sent it' }).click();
  const sent = page.getByRole('dialog', { name: 'I have sent it' });
  await sent.getByLabel('Courier (optional)').selectOption('Leopards');
  await sent.getByRole('button', { name: 'I have sent it' }).click();
  await expect(sent.getByText('Please enter the tracking number')).toBeVisible();
  await sent.getByLabel('Tracking number (optional)').fill(`LP${tag}`);
  await sent.getByRole('button', { name: 'I have sent it' }).click();
  await expect(sent).toHaveCount(0);
  await expect(page.getByTestId('return-status')).toHaveText('On its way back');
  await expect(page.getByTestId('shipment')).toContainText(
    `Sent with Leopards, tracking number LP${tag.toUpperCase()}`,
  );

  // The seller receives and accepts it, and ships the new size.
  await sellerActs(seller.context.request, returnId, { action: 'receive' });
  await sellerActs(seller.context.request, returnId, { action: 'inspect', accepted: 1 });
  await sellerActs(seller.context.request, returnId, {
    action: 'ship_exchange',
    courier: 'tcs',
    trackingNumber: 'TCS123456789',
  });

  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('Exchange shipped');
  await expect(page.getByTestId('exchange-shipment')).toContainText('Sent with TCS, tracking number TCS123456789');
  await expect(page.getByTestId('return-actions')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('exchange-shipped.png'), fullPage: true });

  await admin.close();
  await seller.context.close();
  await context.close();
});

test('a shopper withdraws a wallet refund, asks for a bank refund instead, and asks OnSale to decide when the seller rejects it', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const name = `Refund Shawl ${tag}`;
  const seller = await sellerWithProduct(browser, `Refund Shawls ${tag}`, { name, price: 175_000 });
  const admin = await adminRequest(browser);
  const { context, page, email } = await signedInShopper(browser, tag);
  const order = await confirmedOrder(page, email, [{ product_id: seller.productId, quantity: 1 }]);

  // Before the parcel is delivered, the form says why the item cannot go back yet.
  const itemId = await page.evaluate(async (orderId) => {
    const detail = (await (await fetch(`/api/account/orders/${orderId}`)).json()) as {
      data: { sellerOrders: { items: { id: string }[] }[] };
    };
    return detail.data.sellerOrders[0]!.items[0]!.id;
  }, order.id);
  await page.goto(`/account/returns/new?item=${itemId}`);
  await expect(page.getByRole('alert')).toHaveText('Only a delivered item can be returned');
  await deliverPart(admin.request, seller.context.request, order.id, `RF${tag}`.toUpperCase());

  // A refund to a JazzCash wallet: its number and title are asked for.
  await page.reload();
  const form = page.getByRole('form', { name: 'Return request' });
  await form.getByLabel('Not as pictured').check();
  await form.getByLabel('Refund to my JazzCash or Easypaisa wallet').check();
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText('Please choose JazzCash or Easypaisa')).toBeVisible();
  await expect(form.getByText('Please enter the mobile number of your wallet')).toBeVisible();
  await expect(form.getByText('Please enter the account title, in your name')).toBeVisible();
  await form.getByLabel('JazzCash', { exact: true }).check();
  await form.getByLabel('Wallet number').fill('0300 1234567');
  await form.getByLabel('Account title').fill('Ayesha Khan');
  // The seller's fault: the shipping charge comes back too.
  await expect(form.getByTestId('refund-preview')).toHaveText(
    'You will get Rs. 2,000 back within 7 business days of the seller receiving the item',
  );
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Waiting for the seller');
  await expect(page.getByTestId('refund-account')).toContainText('JazzCash');

  // Withdrawn, after the question: the item may be returned again.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: /^Withdraw return/ });
  await expect(withdraw).toContainText('You keep the item and nothing is refunded.');
  await withdraw.getByRole('button', { name: 'Withdraw return' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Withdrawn');
  await expect(page.getByTestId('return-actions')).toHaveCount(0);

  // Asked again, to a bank account: the IBAN is checked before sending, and shown with its middle hidden.
  await page.goto(`/order/${order.id}`);
  await page
    .getByTestId('order-item')
    .filter({ hasText: name })
    .getByRole('link', { name: /^Return or exchange/ })
    .click();
  await form.getByLabel('Not as pictured').check();
  await form.getByLabel('Refund to my bank account').check();
  await form.getByLabel('Account title').fill('Ayesha Khan');
  await form.getByLabel('IBAN').fill('PK36 SCBL 0000 0011 2345 6703');
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByText('Please enter a valid Pakistani IBAN (PK followed by 22 characters)')).toBeVisible();
  await form.getByLabel('IBAN').fill('PK36 SCBL 0000 0011 2345 6702');
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Waiting for the seller');
  await expect(page.getByTestId('refund-account')).toHaveText(/^Ayesha Khan, IBAN PK36.*6702$/);
  const returnId = page.url().split('/').pop()!;

  // The seller rejects it; the shopper reads why and asks OnSale to decide.
  const rejected = await seller.context.request.post(`/api/seller/returns/${returnId}/actions`, {
    data: { action: 'reject', reason: 'The shawl was worn and washed.' },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveText('Rejected');
  await expect(page.getByRole('main').getByText('The shawl was worn and washed.')).toBeVisible();
  await page.getByRole('button', { name: 'Ask OnSale to decide' }).click();
  const escalate = page.getByRole('dialog', { name: 'Ask OnSale to decide' });
  await escalate.getByLabel('Why should the return be accepted? (optional)').fill('It came with a stain.');
  await page.screenshot({ path: test.info().outputPath('escalate.png') });
  await escalate.getByRole('button', { name: 'Ask OnSale to decide' }).click();
  await expect(escalate).toHaveCount(0);
  await expect(page.getByTestId('return-status')).toHaveText('With OnSale for a decision');
  await expect(page.getByRole('main').getByText('It came with a stain.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('escalated.png'), fullPage: true });

  // My Returns lists both.
  await page.goto('/account/returns');
  await expect(page.getByTestId('return-row')).toHaveCount(2);

  await admin.close();
  await seller.context.close();
  await context.close();
});
