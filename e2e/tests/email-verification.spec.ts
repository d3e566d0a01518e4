import { expect, test } from '@playwright/test';
import { linkFromMail } from './mail';

const shopper = () => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { email: `verify.${id}@example.pk`, password: 'monsoon-lawn-88' };
};

test('a guest order for a signed-up e-mail shows in My Orders once the e-mailed link confirms the address', async ({ page, request }) => {
  const { email, password } = shopper();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill('verifier');
  await page.getByLabel('First Name').fill('Hina');
  await page.getByLabel('Last Name').fill('Malik');
  await page.getByLabel('Phone Number').fill('03001112222');
  await page.getByLabel('Address').fill('3 Zamzama Boulevard, Karachi');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  // An order placed with the e-mail without signing in (another browser, say: `request` has no session).
  const products = (await (await request.get('/api/products/top-discounted?limit=12')).json()).data as Array<{ id: string; stock: number }>;
  const product = products.find((p) => p.stock > 0)!;
  const placed = await request.post('/api/docheckout', {
    data: { name: 'Hina Malik', email, phone: '03001112222', zipcode: '75600', address: '3 Zamzama Boulevard', city: 'Karachi', state: 'Sindh', payment_method: 'cod', items: [{ product_id: product.id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderNumber = (await placed.json()).data.order.order_number as string;

  // My Orders explains why the order is not there yet, and sends the link again.
  await page.goto('/orders');
  const notice = page.getByTestId('verify-email-notice');
  await expect(notice).toContainText(`Orders you placed with ${email} without signing in show here once you confirm`);
  await expect(page.getByText(orderNumber)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText(`We sent a link to verify your e-mail address to ${email}.`);

  // The link from the e-mail confirms the address; the order is then in My Orders.
  await page.goto(await linkFromMail(email, 'verify-email'));
  await expect(page.getByRole('status')).toContainText(`${email} is confirmed`);
  await page.getByRole('link', { name: 'Go to My Orders' }).click();
  await expect(page.getByTestId('order-row').filter({ hasText: orderNumber })).toBeVisible();
  await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);
});
