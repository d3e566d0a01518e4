import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { confirmByMailedLink } from './confirm-order';
import { sellerWithProduct } from './seller-with-product';

/** A phone number no journey has ordered with: a new shopper, whose orders wait for confirmation. */
const newPhone = () => `0345 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test("an admin ships a seller's items from the order's page with a courier and a tracking number, and the shopper follows the parcel", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  // A tracking number of this run only, typed as printed on the courier's receipt.
  const trackingNumber = `LP${Date.now() % 1_000_000_000}`;
  const brand = `Admin Shipped Shawls ${tag}`;
  const seller = await sellerWithProduct(browser, brand, { name: `Admin Shipped Shawl ${tag}`, price: 175_000 });

  // A signed-in shopper orders the shawl and confirms the order by the e-mailed link.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const email = `admin-ship-buyer-${tag}@example.pk`;
  const signup = await shopperContext.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'chai-and-biscuits-9',
      confirmPassword: 'chai-and-biscuits-9',
      username: `adminship${tag}`,
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
    async ({ email, phone, productId }) => {
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
          items: [{ product_id: productId, quantity: 1 }],
        }),
      });
      return ((await response.json()) as { data: { order: { id: string; order_number: string } } }).data.order;
    },
    { email, phone: newPhone(), productId: seller.productId },
  );
  await confirmByMailedLink(shopper, order.order_number);

  // The admin packs the seller's items on the order's page, then ships them with Leopards.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(admin.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  const status = admin.getByLabel('Change status for the seller');
  await status.selectOption('processing');
  await admin.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(admin.getByText(`${brand}: Processing`)).toBeVisible();
  await expect(admin.getByTestId('shipment')).toHaveCount(0);
  await status.selectOption('shipped');
  await admin.getByRole('button', { name: 'Update', exact: true }).click();
  const ship = admin.getByRole('dialog', { name: `Ship the items from ${brand}` });
  // Shipped asks with which courier and under which tracking number.
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(ship.getByText('Please choose the courier')).toBeVisible();
  await expect(ship.getByText('Please enter the tracking number')).toBeVisible();
  await ship.getByLabel('Courier').selectOption('Leopards');
  await ship.getByLabel('Tracking number').fill(trackingNumber.toLowerCase());
  await admin.screenshot({ path: test.info().outputPath('admin-ship-dialog.png') });
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(admin.getByText(`${brand}: Shipped`)).toBeVisible();
  await expect(ship).toHaveCount(0);
  const adminShipment = admin.getByTestId('shipment');
  await expect(adminShipment).toContainText(`Sent with Leopards, tracking number ${trackingNumber}`);
  await expect(adminShipment.getByRole('link', { name: 'Track on courier site' })).toHaveAttribute(
    'href',
    `https://www.leopardscourier.com/tracking?cn=${trackingNumber}`,
  );
  await expect(admin.getByTestId('parcel-timeline').getByRole('listitem')).toHaveText([/^Handed to the courier/]);
  await admin.screenshot({ path: test.info().outputPath('admin-order-shipped.png'), fullPage: true });

  // The shopper's order page shows the parcel shipped, with the courier's tracking page.
  await shopper.goto(`/order/${order.id}`);
  const main = shopper.getByRole('main');
  await expect(main.locator('.order-status-badge').first()).toHaveText('Shipped');
  const shipment = main.getByTestId('shipment');
  await expect(shipment).toContainText(`Sent with Leopards, tracking number ${trackingNumber}`);
  await expect(shipment.getByRole('link', { name: 'Track on courier site' })).toHaveAttribute(
    'href',
    `https://www.leopardscourier.com/tracking?cn=${trackingNumber}`,
  );
  await shopper.screenshot({ path: test.info().outputPath('shopper-order-shipped.png'), fullPage: true });

  // The seller's page says the same.
  await seller.page.goto('/seller/orders');
  await seller.page.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await expect(seller.page.getByTestId('shipment')).toContainText(
    `Sent with Leopards, tracking number ${trackingNumber}`,
  );

  await adminContext.close();
  await seller.context.close();
  await shopperContext.close();
});
