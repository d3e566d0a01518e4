import { expect, test } from '@playwright/test';
import { confirmByMailedLink } from './confirm-order';
import { sellerWithProduct } from './seller-with-product';
import { signInAsAdmin } from './admin-session';

test("a shopper's split order shows the cash of each parcel, the seller's menu what to pack, and the admin records a parcel's cash", async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const kurtas = await sellerWithProduct(browser, `Parcel Kurtas ${tag}`, {
    name: `Parcel Kurta ${tag}`,
    price: 400_000,
  });
  const shawls = await sellerWithProduct(browser, `Parcel Shawls ${tag}`, {
    name: `Parcel Shawl ${tag}`,
    price: 175_000,
  });

  // A signed-in shopper orders one of each: two parcels, with the coupon shared between them.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const email = `parcel-buyer-${tag}@example.pk`;
  const signup = await shopperContext.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'chai-and-biscuits-9',
      confirmPassword: 'chai-and-biscuits-9',
      username: `parcel${tag}`,
      firstName: 'Ayesha',
      lastName: 'Khan',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  // Signed in on the login page, then the order placed from the page, as the checkout page sends it.
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByLabel('Password').fill('chai-and-biscuits-9');
  await shopper.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(shopper).not.toHaveURL(/\/login/);
  const order = await shopper.evaluate(
    async ({ email, items }) => {
      const response = await fetch('/api/docheckout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ayesha Khan',
          email,
          phone: '0300 1234567',
          zipcode: '54000',
          address: '12 Mall Road',
          city: 'Lahore',
          state: 'Punjab',
          payment_method: 'cod',
          items,
        }),
      });
      return ((await response.json()) as { data: { order: { id: string; order_number: string } } }).data.order;
    },
    {
      email,
      items: [
        { product_id: kurtas.productId, quantity: 1 },
        { product_id: shawls.productId, quantity: 1 },
      ],
    },
  );

  // The shopper confirms the order by the e-mailed link: only then do its sellers pack it.
  await confirmByMailedLink(shopper, order.order_number);

  // Rs. 4,000 + Rs. 250 shipping, and Rs. 1,750 + Rs. 250: the order's Rs. 6,250 in two parcels.
  await shopper.goto(`/order/${order.id}`);
  const parcels = shopper.getByTestId('seller-order');
  await expect(parcels).toHaveCount(2);
  await expect(parcels.nth(0).getByTestId('parcel-cash')).toHaveText('Pay Rs. 4,250 to the rider for this parcel');
  await expect(parcels.nth(1).getByTestId('parcel-cash')).toHaveText('Pay Rs. 2,000 to the rider for this parcel');
  await expect(shopper.getByRole('main').getByText('Rs. 6,250')).toBeVisible();
  await shopper.screenshot({ path: test.info().outputPath('order-page.png'), fullPage: true });

  // The seller's menu counts the confirmed order to pack.
  await kurtas.page.goto('/seller');
  await expect(kurtas.page.getByTestId('to-pack')).toHaveText('To pack: 1');
  await kurtas.page.screenshot({ path: test.info().outputPath('seller-menu.png') });

  // The kurtas ship; the admin records their cash collected by hand, once.
  const kurtaPart = await kurtas.page.evaluate(async (orderId) => {
    const list = (await (await fetch('/api/seller/orders')).json()) as { data: { id: string; orderId: string }[] };
    const id = list.data.find((part) => part.orderId === orderId)!.id;
    for (const status of ['processing', 'shipped'])
      await fetch(`/api/seller/orders/${id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          status === 'shipped' ? { status, courier: 'leopards', trackingNumber: 'LP55501' } : { status },
        ),
      });
    return id;
  }, order.id);
  expect(kurtaPart).toBeTruthy();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders/${order.id}`);
  const payments = admin.getByTestId('part-payment');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(0)).toContainText('Cash to collect Rs. 4,250 · Payment: Pending');
  // Only the shipped parcel's cash can be recorded.
  await expect(payments.nth(1).getByRole('button', { name: 'Record cash collected' })).toHaveCount(0);
  await admin.screenshot({ path: test.info().outputPath('admin-order.png'), fullPage: true });
  await payments.nth(0).getByRole('button', { name: 'Record cash collected' }).click();
  await expect(payments.nth(0)).toContainText('Payment: Paid (cash collected)');
  await expect(payments.nth(0).getByRole('button', { name: 'Record cash collected' })).toHaveCount(0);
  await adminContext.close();

  // The shopper's page says so.
  await shopper.reload();
  await expect(parcels.nth(0).getByTestId('parcel-cash')).toHaveText('Paid (cash collected): Rs. 4,250');

  // The tracking page shows each parcel's cash too.
  await shopper.goto('/track');
  await shopper.getByLabel('Order Number').fill(order.order_number);
  await shopper.getByLabel('Email', { exact: true }).fill(email);
  await shopper.getByRole('button', { name: 'Track' }).click();
  const tracked = shopper.getByTestId('tracked-order').getByTestId('parcel-cash');
  await expect(tracked).toHaveText(['Paid (cash collected): Rs. 4,250', 'Pay Rs. 2,000 to the rider for this parcel']);
  await shopper.screenshot({ path: test.info().outputPath('tracking-page.png'), fullPage: true });

  await kurtas.context.close();
  await shawls.context.close();
  await shopperContext.close();
});
