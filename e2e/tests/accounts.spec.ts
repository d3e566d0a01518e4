import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { buyableLine, productPageReady } from './product-page';
import { ADMIN } from './admin-session';

let counter = 0;
function newShopper() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    email: `shopper.${id}@example.pk`,
    username: `shopper${id}`,
    firstName: 'Ayesha',
    lastName: 'Khan',
    phone: '03001234567',
    address: '12 Mall Road, Lahore',
    password: 'green-kurta-77',
  };
}
type Shopper = ReturnType<typeof newShopper>;

async function signUp(page: Page, shopper: Shopper) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Phone Number').fill(shopper.phone);
  await page.getByLabel('Address').fill(shopper.address);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

async function logIn(page: Page, shopper: Shopper) {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function anInStockProduct(
  page: Page,
): Promise<{ id: string; slug: string; name: string; brandSlug: string | null }> {
  const res = await page.request.get('/api/products/top-discounted?limit=12');
  const products = (await res.json()).data as {
    id: string;
    slug: string;
    name: string;
    stock: number;
    brandSlug: string | null;
  }[];
  const product = products.find((p) => p.stock > 0);
  if (!product) throw new Error('the demo catalogue has no product in stock');
  return product;
}

test('sign up, sign in, place an order, see it in My Orders with its badge and open the detail', async ({ page }) => {
  const shopper = newShopper();
  await signUp(page, shopper);
  await logOut(page);

  // A signed-out visit to My Orders opens the login and comes back after it.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders/);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();

  // The order is placed through the checkout API with the browser's own session.
  const product = await anInStockProduct(page);
  const placed = await page.request.post('/api/docheckout', {
    data: {
      name: 'Ayesha Khan',
      email: shopper.email,
      phone: shopper.phone,
      zipcode: '54000',
      address: shopper.address,
      city: 'Lahore',
      state: 'Punjab',
      payment_method: 'cod',
      items: [await buyableLine(page.request, product.slug)],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as { id: string; order_number: string };

  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = page.getByTestId('order-row').filter({ hasText: order.order_number });
  await expect(row).toBeVisible();
  await expect(row.locator('.badge')).toHaveText('Pending');
  await expect(row.locator('.badge')).toHaveClass(/text-bg-warning/);
  // One way to write a moment, in the shop's time: the list and the detail say the same.
  const placedOn = /Placed on (\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} [ap]m)/;
  await expect(row).toContainText(placedOn);
  const when = placedOn.exec(await row.innerText())![1]!;
  await row.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page.getByText(`Placed on ${when}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByText('Order Placed')).toBeVisible();

  // Another shopper gets "Order Not Found" for it, never its data.
  await logOut(page);
  await signUp(page, newShopper());
  await page.goto(`/order/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the order you're looking for.")).toBeVisible();
  await expect(page.getByText(product.name)).toHaveCount(0);
});

test('sign-up shows the spec messages', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm Password').fill('password124');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await signUp(page, shopper);
  await logOut(page);
  await page.goto('/signup');
  for (const [label, value] of [
    ['Email', shopper.email],
    ['Username', 'someone'],
    ['First Name', 'A'],
    ['Last Name', 'B'],
    ['Phone Number', '0300 1234567'],
    ['Address', 'Somewhere'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm Password').fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Password is too weak');
  await page.getByLabel('Password', { exact: true }).fill('green-kurta-88');
  await page.getByLabel('Confirm Password').fill('green-kurta-88');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Email is already in use');
  await page.getByRole('link', { name: 'Set a new password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('wishlist: the heart adds a product, the wishlist page shows it and removes it', async ({ page }) => {
  await signUp(page, newShopper());
  const product = await anInStockProduct(page);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/wishlist');
  const item = page.getByTestId('wishlist-item').filter({ hasText: product.name });
  await expect(item).toBeVisible();
  await expect(item.getByText(/in stock/)).toBeVisible();
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
});

test('follow a brand from its page, then switch it off and on at Brand Notifications', async ({ page }) => {
  // Signed out, the brand page shows no bell and Brand Notifications asks for a login.
  const brands = (await (await page.request.get('/api/brands')).json()).data as { slug: string; name: string }[];
  const brand = brands[0]!;
  await page.goto(`/brand/${brand.slug}`);
  await expect(page.getByRole('heading', { name: brand.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${brand.name}` })).toHaveCount(0);
  await page.goto('/brand-notifications');
  await expect(page.getByText('You must be logged in to view your brand subscriptions.')).toBeVisible();

  const shopper = newShopper();
  await signUp(page, shopper);
  await page.goto(`/brand/${brand.slug}`);
  await page.getByRole('button', { name: `Follow ${brand.name}` }).click();
  await expect(page.getByRole('button', { name: `Following ${brand.name}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/brand-notifications');
  const row = page.getByTestId('brand-follow-row').filter({ hasText: brand.name });
  await expect(row.getByText('Active')).toBeVisible();
  const toggle = row.getByRole('switch', { name: `Notifications from ${brand.name}` });
  await toggle.click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(row.getByText('Active')).toBeVisible();
});

/** A small solid-colour PNG, so the seller can upload a real image. */
function solidPng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xc2)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a follower gets a notification in the navbar bell when the brand adds a product', async ({ page, browser }) => {
  // A seller registers their brand and an administrator approves it.
  const sellerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const id = Date.now().toString(36);
    const brandName = `Noor Threads ${id}`;
    const seller = sellerContext.request;
    const registered = await seller.post('/api/sellers/register', {
      data: {
        firstName: 'Noor',
        lastName: 'Ali',
        email: `noor.${id}@example.pk`,
        phone: '03001234567',
        address: '1 Liberty Market, Lahore',
        brandName,
        businessDescription: 'Hand-embroidered kurtas',
        storeCategory: 'Clothing & Apparel',
        password: 'noor-threads-1',
        confirmPassword: 'noor-threads-1',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const sellerId = (await registered.json()).data.id as string;
    const admin = adminContext.request;
    expect(
      (
        await admin.post('/api/admin/auth/login', {
          data: ADMIN,
        })
      ).status(),
    ).toBe(200);
    const approved = await admin.post(`/api/admin/sellers/${sellerId}/status`, { data: { action: 'approve' } });
    expect(approved.status(), await approved.text()).toBe(200);
    // A brand is public once it has a product to show: the seller adds a first one.
    const addProduct = async (productName: string) => {
      const upload = await seller.post('/api/seller/uploads', {
        multipart: { image: { name: 'kurta.png', mimeType: 'image/png', buffer: solidPng() } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const created = await seller.post('/api/seller/products', {
        data: {
          name: productName,
          price: 350_000,
          originalPrice: 500_000,
          category: 'men',
          image: (await upload.json()).data.url,
          stock: 5,
          sizes: 'M',
          colors: 'White',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    };
    await addProduct(`Block Print Kurta ${id}`);
    let brand: { slug: string; name: string } | undefined;
    await expect
      .poll(
        async () => {
          const brands = (await (await page.request.get('/api/brands')).json()).data as {
            slug: string;
            name: string;
          }[];
          brand = brands.find((b) => b.name === brandName);
          return Boolean(brand);
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // A shopper follows the brand from its page.
    await signUp(page, newShopper());
    await page.goto(`/brand/${brand!.slug}`);
    await page.getByRole('button', { name: `Follow ${brandName}` }).click();
    await expect(page.getByRole('button', { name: `Following ${brandName}` })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // The brand adds another product.
    const productName = `Embroidered Kurta ${id}`;
    await addProduct(productName);

    // The bell shows it, and its link opens the product.
    await page.reload();
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const title = `New from ${brandName}: ${productName}`;
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  } finally {
    await sellerContext.close();
    await adminContext.close();
  }
});

test('a shopper asks to be told when a sold-out size is back, an admin restocks it, and the bell says so before the shopper buys it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const slug = 'sana-safinaz-ribbed-denim-jacket-signature-line-244';
  type Variant = { size: string; color: string; stock: number };
  const product = (await (await page.request.get(`/api/products/${slug}`)).json()).data as {
    id: string;
    name: string;
    variants: Variant[];
  };
  const wanted = product.variants.find((variant) => variant.stock === 0)!;
  const name = `${wanted.size}, ${wanted.color}`;

  // A guest is offered sign-in first.
  await page.goto(`/product/${slug}`);
  await productPageReady(page);
  const chooseWanted = async () => {
    await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: new RegExp(`^${wanted.color}`) })
      .click();
    const size = page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: `${wanted.size}, Sold out` });
    await expect(size).toBeDisabled();
    // Sold out, it reads as disabled, and can still be chosen to ask for it (here with the keyboard).
    await size.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Size ${wanted.size} is sold out in ${wanted.color}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeDisabled();
  };
  await chooseWanted();
  await expect(page.getByRole('link', { name: `Sign in to be told when ${name} is back` })).toBeVisible();

  const shopper = newShopper();
  await signUp(page, shopper);
  await page.goto(`/product/${slug}`);
  await productPageReady(page);
  await chooseWanted();
  await page.getByRole('button', { name: `Notify me when ${name} is back` }).click();
  await expect(page.getByText(`We'll tell you when ${name} is back.`)).toBeVisible();

  // An admin puts two back in that size and colour.
  const admin = await playwright.request.newContext({ baseURL });
  const signedIn = await admin.post('/api/admin/auth/login', {
    data: ADMIN,
  });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
  const form = (await (await admin.get(`/api/admin/products/${product.id}`)).json()).data;
  const saved = await admin.put(`/api/admin/products/${product.id}`, {
    data: {
      ...{ name: form.name, description: form.description, brand: form.brand, price: form.price },
      ...{ originalPrice: form.originalPrice, category: form.category, version: form.version },
      variantStock: [{ size: wanted.size, color: wanted.color, change: 2 }],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  await admin.dispose();

  await page.reload();
  await productPageReady(page);
  await page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
  await expect(page.getByText(`Back in size ${name}: ${product.name}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: wanted.color, exact: true })
    .click();
  await page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: wanted.size, exact: true }).click();
  await expect(page.getByText('Only 2 left')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText('Product added to your bag!')).toBeVisible();
});
