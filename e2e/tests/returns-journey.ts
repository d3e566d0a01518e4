import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN } from './admin-session';
import { confirmByMailedLink } from './confirm-order';

/** A phone number no journey has ordered with: a new shopper, whose orders wait for confirmation. */
const newPhone = () => `0345 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

export const SHOPPER_PASSWORD = 'chai-and-biscuits-9';

/** A shopper signed up through the API and signed in on the login page, as a shopper does. */
export async function signedInShopper(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `return-buyer-${tag}@example.pk`;
  const signup = await context.request.post('/api/auth/signup', {
    data: {
      email,
      password: SHOPPER_PASSWORD,
      confirmPassword: SHOPPER_PASSWORD,
      username: `returns${tag}`,
      firstName: 'Ayesha',
      lastName: 'Khan',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
    },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page, email };
}

export interface OrderedLine {
  product_id: string;
  quantity: number;
  size?: string;
}

/** The shopper orders the lines as the checkout page sends them, and confirms the order by the e-mailed link. */
export async function confirmedOrder(page: Page, email: string, items: OrderedLine[]) {
  const order = await page.evaluate(
    async ({ email, phone, items }) => {
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
          items,
        }),
      });
      return ((await response.json()) as { data: { order: { id: string; order_number: string } } }).data.order;
    },
    { email, phone: newPhone(), items },
  );
  await confirmByMailedLink(page, order.order_number);
  return order;
}

/** An admin's API session, for moving parts of orders along. */
export async function adminRequest(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/admin/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBeTruthy();
  return context;
}

/** The admin packs, ships (with TCS) and delivers the seller's part of the order. */
export async function deliverPart(
  admin: APIRequestContext,
  seller: APIRequestContext,
  orderId: string,
  tracking: string,
) {
  const list = (await (await seller.get('/api/seller/orders')).json()) as { data: { id: string; orderId: string }[] };
  const part = list.data.find((candidate) => candidate.orderId === orderId);
  expect(part, 'the seller sees the order').toBeTruthy();
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', courier: 'tcs', trackingNumber: tracking },
    { status: 'delivered' },
  ]) {
    const moved = await admin.put(`/api/admin/seller-orders/${part!.id}/status`, { data: body });
    expect(moved.ok(), `${body.status}: ${await moved.text()}`).toBeTruthy();
  }
}

/** The seller moves the return on: approve, receive, inspect, ship the exchange. */
export async function sellerActs(seller: APIRequestContext, returnId: string, body: Record<string, unknown>) {
  const moved = await seller.post(`/api/seller/returns/${returnId}/actions`, { data: body });
  expect(moved.ok(), `${String(body.action)}: ${await moved.text()}`).toBeTruthy();
}
