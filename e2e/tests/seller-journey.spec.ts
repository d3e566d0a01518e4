import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { confirmByMailedLink } from './confirm-order';
import { productPageReady } from './product-page';
import { ADMIN } from './admin-session';

/** A real photo-like PNG, made here so the upload goes through the server's decoder for real. */
function productPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .composite([
      {
        input: Buffer.from('<svg width="900" height="1200"><circle cx="450" cy="600" r="300" fill="#f4d35e"/></svg>'),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** The storefront's own login page, as a shopper signs in. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function approveSeller(request: APIRequestContext, sellerId: string) {
  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBeTruthy();
  const approved = await request.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();
}

test('a visitor becomes a seller, is approved, sells a product and ships it to a buyer', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const seller = { email: `seller-${tag}@example.pk`, password: 'lawn-season-2026', brand: `Noor Threads ${tag}` };
  const productName = `Indigo Block Print Kurta ${tag}`;

  // 1. A visitor registers as a seller and lands on a dashboard that waits for approval.
  const sellerContext = await browser.newContext();
  const page = await sellerContext.newPage();
  await page.goto('/become-a-seller');
  await expect(page.getByRole('heading', { name: 'Become a Seller' })).toBeVisible();
  await fill(page, 'First Name', 'Sana');
  await fill(page, 'Last Name', 'Malik');
  await fill(page, 'Email', seller.email);
  await fill(page, 'Phone Number', '03211234567');
  await fill(page, 'Address', '5 Gulberg, Lahore');
  await fill(page, 'Brand Name', seller.brand);
  await page.getByLabel('Store Category').selectOption('Clothing & Apparel');
  await fill(page, 'Business Description', 'Hand-block printed lawn and kurtas');
  await fill(page, 'Website', 'https://noor-threads.pk');
  await fill(page, 'Password', seller.password);
  await fill(page, 'Confirm Password', seller.password);
  await page.getByRole('button', { name: 'Register as Seller' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByText('Your seller account is pending approval')).toBeVisible();
  await expect(page).toHaveTitle('Seller Dashboard | OnSale');
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'View Orders' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Brand' })).toBeDisabled();

  // 2. An admin approves the seller through the admin API.
  const sellerId = await page.evaluate(
    async () => ((await (await fetch('/api/seller/profile')).json()) as { data: { userId: string } }).data.userId,
  );
  await approveSeller(request, sellerId);
  await page.reload();
  await expect(page.getByText('Your seller account is pending approval')).toHaveCount(0);

  // 3. The seller adds a product with a photo.
  await page.getByRole('link', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(productName);
  await dialog.getByLabel('Price (Rs.)', { exact: true }).fill('2,400');
  await dialog.getByLabel('Original price (Rs.)').fill('4000');
  await expect(dialog.getByText('Computed from the prices: 40%')).toBeVisible();
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Men (all)' });
  await dialog.getByLabel('Stock', { exact: true }).fill('5');
  await dialog.getByLabel('Sizes', { exact: true }).fill('S, M, L');
  await dialog.getByLabel('Description', { exact: true }).fill('Cotton kurta printed by hand in Lahore');
  await dialog
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: await productPhoto() });
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: productName })).toBeVisible();

  // 4. A buyer signs in, finds it in search and on its product page.
  const buyerContext = await browser.newContext();
  const shopper = await buyerContext.newPage();
  const buyer = { email: `buyer-${tag}@example.pk`, password: 'chai-and-biscuits-9' };
  const signup = await buyerContext.request.post('/api/auth/signup', {
    data: {
      email: buyer.email,
      password: buyer.password,
      confirmPassword: buyer.password,
      username: `buyer${tag}`,
      firstName: 'Ayesha',
      lastName: 'Khan',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  await signIn(shopper, buyer.email, buyer.password);
  // A new product's original price has not been charged yet, so it is not yet a deal in the sale
  // search (decision 0031): the buyer follows the address the seller's list links to.
  const address = await page.getByRole('link', { name: productName }).getAttribute('href');
  expect(address).toMatch(/^\/product\//);
  await shopper.goto(address!);
  await expect(shopper.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(shopper.getByText(seller.brand).first()).toBeVisible();
  const image = shopper.locator(`img[alt="${productName}"]`).first();
  await expect(image).toHaveAttribute('src', /\/media\/uploads\/[a-f0-9]{32}(-400)?\.webp$/);

  // 5. The buyer orders it through the bag, shipping and checkout pages.
  await productPageReady(shopper);
  await shopper.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M', exact: true }).click();
  await shopper.getByRole('button', { name: 'Buy Now' }).click();
  await expect(shopper).toHaveURL(/\/cart$/);
  await expect(shopper.getByTestId('bag-line')).toHaveCount(1);
  await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shopper).toHaveURL(/\/shipping$/);
  await shopper.getByLabel('Full Name').fill('Ayesha Khan');
  await shopper.getByLabel('Email').fill(buyer.email);
  await shopper.getByLabel('Phone').fill('0300 1234567');
  await shopper.getByLabel('Address').fill('12 Mall Road');
  await shopper.getByLabel('City').fill('Lahore');
  await shopper.getByLabel('Province').selectOption('Punjab');
  await shopper.getByLabel('Postcode').fill('54000');
  await shopper.getByLabel(/^Delivery Instructions/).fill('Call before coming');
  await shopper.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await shopper.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(shopper.getByRole('dialog').getByText('Order Confirmed!')).toBeVisible();
  await expect(shopper).toHaveURL(/\/thank-you$/, { timeout: 5_000 });
  const orderNumber = (await shopper.getByTestId('order-number').textContent())!.trim();
  const mine = (await (await buyerContext.request.get('/api/account/orders')).json()) as {
    data: { id: string; number: string }[];
  };
  const order = { id: mine.data.find((o) => o.number === orderNumber)!.id, order_number: orderNumber };
  // A new shopper's order waits for confirmation: the buyer opens the link in the receipt e-mail.
  await confirmByMailedLink(shopper, orderNumber);

  // 6. The seller sees the order and ships it.
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page).toHaveTitle(`Order ${order.order_number} | OnSale`);
  await expect(page.getByText('Call before coming')).toBeVisible();
  const next = page.getByLabel('New status');
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'Processing', 'Cancelled']);
  await next.selectOption('processing');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order marked Processing')).toBeVisible();
  // Shipped asks with which courier and under which tracking number.
  await next.selectOption('shipped');
  await page.getByRole('button', { name: 'Update Status' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${order.order_number}` });
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(ship.getByText('Please choose the courier')).toBeVisible();
  await expect(ship.getByText('Please enter the tracking number')).toBeVisible();
  await ship.getByLabel('Courier').selectOption('TCS');
  await ship.getByLabel('Tracking number').fill('7788 1234 5');
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText('Order marked Shipped')).toBeVisible();
  await expect(ship).toHaveCount(0);
  await expect(page.getByTestId('shipment')).toContainText('Sent with TCS, tracking number 778812345');
  // The packing slip is the order as a PDF, for the parcel.
  const slip = await page.request.get(
    (await page.getByRole('link', { name: 'Print packing slip' }).getAttribute('href'))!,
  );
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toBe('application/pdf');
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'Delivered', 'Refused at the door']);

  // 7. The buyer's order page shows it as shipped, with the courier, its tracking number and its tracking page.
  await shopper.goto(`/order/${order.id}`);
  const main = shopper.getByRole('main');
  await expect(main.getByText(order.order_number).first()).toBeVisible();
  // The order's status badge (the timeline below names every step, reached or not).
  await expect(main.locator('.order-status-badge').first()).toHaveText('Shipped');
  const shipment = main.getByTestId('shipment');
  await expect(shipment).toContainText('Sent with TCS, tracking number 778812345');
  await expect(shipment.getByRole('link', { name: 'Track on courier site' })).toHaveAttribute(
    'href',
    'https://www.tcsexpress.com/track/778812345',
  );
  await expect(shipment.getByRole('button', { name: 'Copy tracking number' })).toBeVisible();
  await shopper.screenshot({ path: test.info().outputPath('shipped-order.png'), fullPage: true });
  // The in-app notification of the change is there too.
  await expect(shopper.getByText(`Order ${order.order_number}: Shipped`).first()).toBeAttached();

  await sellerContext.close();
  await buyerContext.close();
});

test('seller pages send a visitor who is not a seller home, and a buyer is told to register first', async ({
  page,
}) => {
  await page.goto('/seller/manage-products');
  await expect(page).toHaveURL(/\/$/);

  const tag = Date.now().toString(36);
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      email: `buyer2-${tag}@example.pk`,
      password: 'chai-and-biscuits-9',
      confirmPassword: 'chai-and-biscuits-9',
      username: `b2${tag}`,
      firstName: 'Bilal',
      lastName: 'Ahmed',
      phoneNumber: '03001234567',
      address: 'Karachi',
    },
  });
  expect(signup.ok()).toBeTruthy();
  await signIn(page, `buyer2-${tag}@example.pk`, 'chai-and-biscuits-9');
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/seller/login');
  await page.getByLabel('Email').fill(`buyer2-${tag}@example.pk`);
  await page.getByLabel('Password').fill('chai-and-biscuits-9');
  await page.getByRole('button', { name: 'Login as Seller' }).click();
  await expect(page.getByRole('alert')).toHaveText('Seller account not found. Please register as a seller first.');

  // A signed-in buyer's registration keeps the account's e-mail.
  await page.goto('/become-a-seller');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`buyer2-${tag}@example.pk`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});
