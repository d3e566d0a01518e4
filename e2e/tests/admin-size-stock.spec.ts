import { expect, test } from '@playwright/test';
import { signInAsAdmin, adminNav } from './admin-session';

test('an admin imports a product with stock per size, finds it among those with a size sold out, and restocks that size in the grid', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const name = `Lawn Kurta ${tag}`;
  // One row per size, after the product's first row with the same url, as Google Merchant feeds write them.
  const feed = [
    'url,name,price,image_link,product_type,size,stock',
    `https://shop.example.pk/${tag}/kurta,${name},2999,https://cdn.example.pk/${tag}.jpg,Women,S,0`,
    `https://shop.example.pk/${tag}/kurta,,,,,M,2`,
    `https://shop.example.pk/${tag}/kurta,,,,,L,1`,
  ].join('\n');

  await signInAsAdmin(page);

  await adminNav(page, 'Imports').click();
  await expect(page.getByText('Stock per size, optional: a variant_stock column')).toBeVisible();
  await page
    .getByLabel('Feed file')
    .setInputFiles({ name: `sizes-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(feed) });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('checkbox')).toHaveCount(1);
  await expect(preview.getByText('Stock per size: S: 0; M: 2; L: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Save 1 product' }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText('Imported 1 product: 1 new, 0 updated.', { timeout: 60_000 });

  // The products with a size sold out: the kurta, its S sold out.
  await adminNav(page, 'Products').click();
  await page.getByRole('link', { name: 'A size sold out' }).click();
  await expect(page).toHaveURL(/stock=sold-out/);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Sold out: S', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-sold-out-list.png'), fullPage: true });

  // The grid of the seller's form: each size moves by its own change, and one below 0 is named on its cell.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(dialog.getByLabel('Add stock', { exact: true })).toHaveCount(0);
  await expect(dialog.getByText('3 in stock, kept per size: see below')).toBeVisible();
  await dialog.getByLabel('Stock of size S', { exact: true }).fill('+3');
  await dialog.getByLabel('Stock of size M', { exact: true }).fill('-2');
  await dialog.getByLabel('Stock of size L', { exact: true }).fill('-5');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByLabel('Stock of size L', { exact: true })).toHaveAccessibleDescription(
    /Stock of size L cannot go below 0: there is 1 unit/,
  );
  await expect(dialog.getByRole('alert').first()).toContainText('Stock of size L cannot go below 0');
  await page.screenshot({ path: test.info().outputPath('admin-stock-grid.png'), fullPage: true });
  await dialog.getByLabel('Stock of size L', { exact: true }).fill('');
  await expect(dialog.getByText('Total: 4', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();

  // The list shows what the grid changed: S is back, M is gone.
  await expect(row.getByText('Sold out: M', { exact: true })).toBeVisible();
  await expect(row.getByText('Sold out: S', { exact: true })).toHaveCount(0);
  const product = (await (await page.request.get(`/api/admin/products?q=${tag}`)).json()) as {
    data: { stock: number; variants: unknown[] }[];
  };
  expect(product.data[0]).toMatchObject({
    stock: 4,
    variants: [
      { size: 'S', color: '', stock: 3 },
      { size: 'M', color: '', stock: 0 },
      { size: 'L', color: '', stock: 1 },
    ],
  });
});
