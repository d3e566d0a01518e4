import { expect, test } from '@playwright/test';
import { linkFromMail } from './mail';
import { buyableLine } from './product-page';

const shopper = () => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { email: `verify.${id}@example.pk`, password: 'monsoon-lawn-88' };
};

test('a guest order for a signed-up e-mail shows in My Orders once the e-mailed link confirms the address', async ({
  page,
  request,
}) => {
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
  const products = (await (await request.get('/api/products/top-discounted?limit=12')).json()).data as Array<{
    slug: string;
    stock: number;
  }>;
  const product = products.find((p) => p.stock > 0)!;
  const placed = await request.post('/api/docheckout', {
    data: {
      name: 'Hina Malik',
      email,
      phone: '03001112222',
      zipcode: '75600',
      address: '3 Zamzama Boulevard',
      city: 'Karachi',
      state: 'Sindh',
      payment_method: 'cod',
      items: [await buyableLine(request, product.slug)],
    },
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

test("a shopper takes over, from the receipt, an account a stranger opened with the shopper's e-mail, and lands on the order", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { email } = shopper();
  // The stranger signs up with the shopper's address in a browser of its own, and stays signed in.
  const stranger = await playwright.request.newContext({ baseURL });
  const signedUp = await stranger.post('/api/auth/signup', {
    data: {
      email,
      password: 'strangers-pass-1',
      confirmPassword: 'strangers-pass-1',
      username: 'stranger',
      firstName: 'Not',
      lastName: 'Hina',
      phoneNumber: '03009998888',
      address: 'Somewhere else',
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);

  // The shopper orders as a guest, from another browser with no session.
  const guest = await playwright.request.newContext({ baseURL });
  const products = (await (await guest.get('/api/products/top-discounted?limit=12')).json()).data as Array<{
    slug: string;
    stock: number;
  }>;
  const placed = await guest.post('/api/docheckout', {
    data: {
      name: 'Hina Malik',
      email,
      phone: '03001112222',
      zipcode: '75600',
      address: '3 Zamzama Boulevard',
      city: 'Karachi',
      state: 'Sindh',
      payment_method: 'cod',
      items: [await buyableLine(guest, products.find((p) => p.stock > 0)!.slug)],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as { id: string; order_number: string };

  // The receipt's link says what choosing a password does, and then shows the order.
  await page.goto(await linkFromMail(order.order_number, 'set-password'));
  await expect(page.getByRole('heading', { name: 'Take over your account' })).toBeVisible();
  await expect(page.getByTestId('take-over-notice')).toContainText(
    'its old password stops working and everyone signed in to it is signed out',
  );
  await page.getByLabel('Password', { exact: true }).fill('hinas-own-pass-2');
  await page.getByLabel('Confirm Password').fill('hinas-own-pass-2');
  await page.getByRole('button', { name: 'Take over the account' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByText(order.order_number).first()).toBeVisible();

  // The stranger is signed out and its password no longer signs in.
  expect((await stranger.get(`/api/account/orders/${order.id}`)).status()).toBe(401);
  expect((await stranger.post('/api/auth/login', { data: { email, password: 'strangers-pass-1' } })).status()).toBe(
    401,
  );
  await Promise.all([stranger.dispose(), guest.dispose()]);
});

test('an owner locked out by wrong passwords gets a link by e-mail, chooses a new password and is signed in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { email, password } = shopper();
  const owner = await playwright.request.newContext({ baseURL });
  const signedUp = await owner.post('/api/auth/signup', {
    data: {
      email,
      password,
      confirmPassword: password,
      username: 'locked',
      firstName: 'Sana',
      lastName: 'Iqbal',
      phoneNumber: '03001113333',
      address: '8 Canal Road, Lahore',
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await owner.dispose();

  // Somebody else's wrong guesses.
  const guesser = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 5; i++)
    expect((await guesser.post('/api/auth/login', { data: { email, password: `guess-${i}-wrong` } })).status()).toBe(
      401,
    );
  await guesser.dispose();

  // The owner's right password is refused too, and the refusal says where the way in is.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed login attempts. Please try again later. If this e-mail address has an OnSale account, we have e-mailed it a link to choose a new password and sign in now.',
  );

  await page.goto(await linkFromMail(email, 'reset-password'));
  await page.getByLabel('New Password').fill('after-the-lock-3');
  await page.getByLabel('Confirm Password').fill('after-the-lock-3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
});
