import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './mail';
import { chooseOptions } from './product-page';

interface Card {
  id: string;
  slug: string;
  name: string;
  price: number;
  /** what its `size` and `color` can buy */
  stock: number;
  size: string | null;
  color: string | null;
}

const rupees = (paisa: number) => {
  const value = paisa / 100;
  const text = Number.isInteger(value)
    ? value.toLocaleString('en-PK')
    : value.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `Rs. ${text}`;
};

type Variant = { size: string; color: string; stock: number };

/** Products of the demo catalogue with a few in stock, each in its size and colour with the most. */
async function cardsInStock(request: APIRequestContext): Promise<Card[]> {
  const cards = ((await (await request.get('/api/products/top-discounted?limit=24')).json()) as { data: Card[] }).data;
  const chosen = await Promise.all(
    cards.map(async (card): Promise<Card> => {
      const { variants } = (
        (await (await request.get(`/api/products/${card.slug}`)).json()) as {
          data: { variants: Variant[] };
        }
      ).data;
      const most = [...variants].sort((a, b) => b.stock - a.stock)[0];
      return most
        ? { ...card, stock: most.stock, size: most.size || null, color: most.color || null }
        : { ...card, size: null, color: null };
    }),
  );
  return chosen.filter((card) => card.stock >= 5);
}

/** Two products from the demo catalogue with enough stock for two units. */
async function twoProducts(request: APIRequestContext): Promise<[Card, Card]> {
  const cards = await cardsInStock(request);
  expect(cards.length).toBeGreaterThanOrEqual(2);
  return [cards[0]!, cards[1]!];
}

async function fillShipping(page: Page, email: string, phone = '0300 1234567') {
  await page.getByLabel('Full Name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Address').fill('12 Main Boulevard, Gulberg III');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province').selectOption('Punjab');
  await page.getByLabel('Postcode').fill('54000');
  await page.getByLabel(/^Landmark/).fill('Near Liberty Market');
}

/** A bag with one line, written the way the bag store writes it. */
async function putInBag(page: Page, card: Card) {
  await page.goto('/');
  await page.evaluate(
    (line) => {
      localStorage.setItem('onsale.bag.v1', JSON.stringify([line]));
    },
    {
      id: card.id,
      slug: card.slug,
      name: card.name,
      image: '',
      brand: 'Brand',
      website: 'onsale',
      size: card.size,
      color: card.color,
      price: card.price,
      quantity: 1,
      stock: card.stock,
      addedAt: new Date().toISOString(),
    },
  );
}

test('a guest goes from the product page to the thank-you page: two lines, one of two, the coupon once, exact totals', async ({
  page,
  request,
}) => {
  const [first, second] = await twoProducts(request);
  const email = `guest-${Date.now()}@example.pk`;

  await page.goto(`/product/${first.slug}`);
  await chooseOptions(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText('Product added to your bag!')).toBeVisible();

  await page.goto(`/product/${second.slug}`);
  await chooseOptions(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const subtotal = first.price * 2 + second.price;
  const discount = Math.round((subtotal * 20) / 100);
  const shipping = 2 * 25_000;
  const total = subtotal - discount + shipping;

  await expect(page.getByTestId('bag-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(subtotal));
  await expect(page.getByTestId('summary-shipping')).toHaveText(rupees(shipping));
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('Cash On Delivery Only')).toBeVisible();

  const couponField = page.getByLabel('Coupon code');
  await couponField.fill('BOGUS');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid coupon code')).toBeVisible();
  await couponField.fill('onsalenow20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon ONSALENOW20 applied: 20% off the subtotal.')).toBeVisible();
  await expect(couponField).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByTestId('summary-discount')).toHaveText(`−${rupees(discount)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(total));

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await fillShipping(page, email);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(page.getByTestId('checkout-item')).toHaveCount(2);
  await expect(page.getByTestId('checkout-address')).toContainText('12 Main Boulevard, Gulberg III');
  await expect(page.getByText('Cash on Delivery', { exact: true })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(total));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Order Confirmed!')).toBeVisible();
  await expect(modal.getByText('Redirecting to thank you page...')).toBeVisible();

  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 5_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/^OS-\d{4}-\d{6}-[0-9A-Z]{4}$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByTestId('grand-total')).toHaveText(rupees(total));
  await expect(
    page
      .getByTestId('grand-total')
      .locator('xpath=ancestor::dl')
      .getByText(/^Discount/),
  ).toHaveText('Discount (ONSALENOW20)');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('onsale.bag.v1'),
      localStorage.getItem('onsale.shipping.v1'),
      localStorage.getItem('onsale.coupon.v1'),
    ]),
  ).toEqual([null, null, null]);
  // The page never holds a way into the account: the link to set a password goes only to the e-mail address.
  await expect(page.getByTestId('receipt-notice')).toContainText('open the link in that e-mail');
  await expect(page.getByRole('link', { name: 'Create your account' })).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toMatch(/token/i);

  // Track Order, as a guest: the tracking page with the number filled in.
  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/track\?order=OS-/);
  await expect(page.getByLabel('Order Number')).toHaveValue(orderNumber);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('tracked-order')).toContainText(`Order ${orderNumber}`);
  await expect(page.getByTestId('tracked-order')).toContainText('Pending');
  await expect(page.getByTestId('tracked-order')).toContainText(rupees(total));

  // Create your account: the link in the receipt gives the account made at checkout a password, signs the buyer in and shows the order.
  await page.goto(await linkFromMail(orderNumber, 'set-password'));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('karachi-monsoon-26');
  await page.getByLabel('Confirm Password').fill('karachi-monsoon-26');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
});

test('a guest who used ONSALENOW20 with this phone is told so at checkout, and orders again without it', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const [card] = await twoProducts(request);
  const phone = `0345 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const first = await request.post('/api/docheckout', {
    data: {
      name: 'Ayesha Khan',
      email: `first.${tag}@example.pk`,
      phone,
      zipcode: '54000',
      address: '12 Main Boulevard, Gulberg III',
      city: 'Lahore',
      state: 'Punjab',
      payment_method: 'cod',
      coupon: 'ONSALENOW20',
      items: [{ product_id: card.id, quantity: 1, size: card.size ?? undefined, color: card.color ?? undefined }],
    },
  });
  expect(first.status(), await first.text()).toBe(201);

  await putInBag(page, card);
  await page.goto('/cart');
  // A guest is known only by the details they give at checkout: the bag takes the coupon.
  await page.getByLabel('Coupon code').fill('ONSALENOW20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon ONSALENOW20 applied: 20% off the subtotal.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page, `second.${tag}@example.pk`, `+92 ${phone.slice(1)}`);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-total')).toHaveText(
    rupees(card.price - Math.round(card.price * 0.2) + 25_000),
  );

  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByTestId('checkout-error')).toHaveText(
    'Failed to place order: You have already used the coupon ONSALENOW20. The coupon has been removed: confirm again to order without it.',
  );
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(card.price + 25_000));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('dialog').getByText('Order Confirmed!')).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 5_000 });
  await expect(page.getByTestId('grand-total')).toHaveText(rupees(card.price + 25_000));
  // without a coupon the summary has no discount line, not "Discount Rs. 0"
  await expect(
    page
      .getByTestId('grand-total')
      .locator('xpath=ancestor::dl')
      .getByText(/^Discount/),
  ).toHaveCount(0);
});

test('the shipping form shows the spec’s messages when sent empty', async ({ page, request }) => {
  const [card] = await twoProducts(request);
  await putInBag(page, card);
  await page.goto('/shipping');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  for (const message of [
    'Please provide your full name.',
    'Please provide a valid email address.',
    'Please provide your phone number.',
    'Please provide your address.',
    'Please provide your city.',
    'Please choose your province.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/shipping$/);
  // The postcode may stay empty; five digits when given.
  await expect(page.getByText('Please provide a valid postcode: 5 digits, or leave it empty.')).toHaveCount(0);
  await expect(page.getByLabel('Postcode')).toHaveAttribute('maxlength', '5');
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

  // Saved in the browser: back from the checkout page the form is still filled.
  await fillShipping(page, 'saved@example.pk');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('link', { name: 'Back to Shipping' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('saved@example.pk');
});

test('with an empty bag, the bag says so and shipping and checkout go back to it', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  await page.goto('/shipping');
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
});

test('checkout without shipping details goes to the shipping form', async ({ page, request }) => {
  const [card] = await twoProducts(request);
  await putInBag(page, card);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/shipping$/);
});

test('a corrupt bag in storage is discarded, never a crash', async ({ page }) => {
  for (const corrupt of ['{not json', '{"id":"x"}', '[{"id":5,"quantity":"lots"}]']) {
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('onsale.bag.v1', value), corrupt);
    await page.goto('/cart');
    await expect(page.getByText('Your bag is empty')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('onsale.bag.v1'))).toBeNull();
  }
});

test('the thank-you page without a stored order says so', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { name: 'Order Information Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('removing a line asks first; a product short of stock is flagged from the server’s quote', async ({
  page,
  request,
}) => {
  // One unit more than the stock must still fit in a line (at most 99).
  const card = (await cardsInStock(request)).find((candidate) => candidate.stock < 99);
  if (!card) throw new Error('the demo catalogue has no product with 5 to 98 in stock');
  await page.goto('/');
  await page.evaluate((line) => localStorage.setItem('onsale.bag.v1', JSON.stringify([line])), {
    id: card.id,
    slug: card.slug,
    name: card.name,
    image: '',
    brand: 'Brand',
    website: 'onsale',
    size: card.size,
    color: card.color,
    price: 1,
    quantity: card.stock + 1,
    stock: 99,
    addedAt: new Date().toISOString(),
  });
  await page.goto('/cart');
  await expect(page.getByTestId('bag-line-status')).toHaveText(
    `Only ${card.stock} left in stock. Change to ${card.stock}`,
  );
  // The server's price, not the one the bag remembered.
  await expect(page.getByText(`${rupees(card.price)} each`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await page.getByRole('button', { name: `Change to ${card.stock}` }).click();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

  await page.getByRole('button', { name: 'Remove' }).click();
  const asked = page.getByRole('dialog', { name: 'Remove item' });
  await expect(asked).toContainText('Are you sure you want to remove this item from your bag?');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByTestId('bag-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your bag is empty')).toBeVisible();
});
