import { expect, test } from '@playwright/test';
import { adminNav, signInAsAdmin } from './admin-session';
import { hydrated, productPageReady } from './product-page';

test('an admin keeps the delivery days of a city, and a shopper checking delivery there is told them', async ({
  browser,
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await adminNav(page, 'Settings').click();
  const section = page.getByRole('region', { name: 'Delivery times' });
  await expect(section.getByRole('rowheader', { name: 'Lahore' })).toBeVisible();
  await section.getByLabel('Add a city').selectOption('Gilgit');
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  await section.getByLabel('Fewest days to Gilgit').fill('9');
  await section.getByLabel('Most days to Gilgit').fill('7');
  await section.getByRole('button', { name: 'Save delivery times' }).click();
  await expect(section.getByText(/Gilgit: Please give the days as whole numbers/)).toBeVisible();
  await section.getByLabel('Fewest days to Gilgit').fill('7');
  await section.getByLabel('Most days to Gilgit').fill('9');
  await section.getByRole('button', { name: 'Save delivery times' }).click();
  await expect(section.getByText('Delivery times saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Delivery times' }).getByLabel('Most days to Gilgit')).toHaveValue('9');

  // A shopper, on any product page's Delivery tab.
  const cards = (
    (await (await request.get('/api/products/top-discounted?limit=1')).json()) as {
      data: { slug: string }[];
    }
  ).data;
  const shopper = await browser.newPage();
  await shopper.goto(`/product/${cards[0]!.slug}`);
  await productPageReady(shopper);
  await shopper.getByRole('tab', { name: 'Delivery' }).click();
  await shopper.getByLabel('Check delivery to your city').fill('gilgit');
  await shopper.getByRole('button', { name: 'Check' }).click();
  await expect(shopper.getByText(/^Delivery to Gilgit in 7-9 business days: between /)).toBeVisible();
  await shopper.close();
});

test('the shipping form names the province of a listed city and takes an address without a postcode', async ({
  page,
  request,
}) => {
  const cards = (
    (await (await request.get('/api/products/top-discounted?limit=24')).json()) as {
      data: { id: string; slug: string; name: string; price: number }[];
    }
  ).data;
  // The first product with a size and colour well in stock.
  let card = cards[0]!;
  let most: { size: string; color: string; stock: number } | undefined;
  for (card of cards) {
    const { variants } = (
      (await (await request.get(`/api/products/${card.slug}`)).json()) as {
        data: { variants: { size: string; color: string; stock: number }[] };
      }
    ).data;
    most = [...variants].sort((a, b) => b.stock - a.stock)[0];
    if (most && most.stock >= 5) break;
  }
  await page.goto('/');
  // A bag with one line, written the way the bag store writes it.
  await page.evaluate((line) => localStorage.setItem('onsale.bag.v1', JSON.stringify([line])), {
    id: card.id,
    slug: card.slug,
    name: card.name,
    image: '',
    brand: 'Brand',
    website: 'onsale',
    size: most?.size || null,
    color: most?.color || null,
    price: card.price,
    quantity: 1,
    stock: most?.stock ?? 5,
    addedAt: new Date().toISOString(),
  });
  await page.goto('/shipping');
  await hydrated(page.getByLabel('Full Name'));
  await page.getByLabel('Full Name').fill('Gul Bano');
  await page.getByLabel('Email').fill('gul.bano@example.pk');
  await page.getByLabel('Phone').fill('0333 7654321');
  await page.getByLabel('Address').fill('House 4, University Town');
  await page.getByLabel('City').fill('Peshawar');
  await expect(page.getByLabel('Province')).toHaveValue('Khyber Pakhtunkhwa');
  await page.getByLabel('Postcode').fill('250');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page.getByText('Please provide a valid postcode: 5 digits, or leave it empty.')).toBeVisible();
  await page.getByLabel('Postcode').fill('');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Peshawar, Khyber Pakhtunkhwa')).toBeVisible();
});
