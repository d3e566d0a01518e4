import { expect, test } from '@playwright/test';
import { ADMIN, signInAsAdmin, adminNav } from './admin-session';

test('a feed without categories: the preview says which rows wait for a default category, the save waits for one, and the history keeps the import and its report', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const fileName = `no-categories-${tag}.csv`;
  const feed = [
    'url,name,price,sale_price,image_link,product_type',
    `https://shop.example.pk/${tag}/1,Lawn kurta ${tag},4500,2999,https://cdn.example.pk/${tag}-1.jpg,`,
    `https://shop.example.pk/${tag}/2,Chiffon dupatta ${tag},1800,,https://cdn.example.pk/${tag}-2.jpg,`,
    `https://shop.example.pk/${tag}/3,Printed shawl ${tag},5200,,https://cdn.example.pk/${tag}-3.jpg,`,
    `https://shop.example.pk/${tag}/4,Gold khussa ${tag},1000,1500,https://cdn.example.pk/${tag}-4.jpg,Footwear`,
  ].join('\n');

  await signInAsAdmin(page);
  await adminNav(page, 'Imports').click();

  // The limit is stated before the upload, by the file picker.
  await expect(page.getByLabel('Feed file')).toHaveAccessibleDescription('Up to 2,000 products per file, up to 4 MB.');
  await page.getByLabel('Feed file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(feed) });

  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('checkbox')).toHaveCount(3);
  await expect(preview.getByRole('listitem').filter({ hasText: 'Row 5' })).toContainText(
    'Sale price is above the regular price',
  );
  await expect(preview.getByText('Not saved: category is missing: choose a default category')).toHaveCount(3);
  const save = page.getByRole('button', { name: 'Save 3 products' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Choose a default category for 3 rows without one, or leave them out');
  await page.screenshot({ path: test.info().outputPath('feed-import-waiting.png'), fullPage: true });

  // Leaving one row out leaves two waiting; choosing a default category lets the rest be saved.
  await preview.getByRole('checkbox', { name: `Import Printed shawl ${tag}` }).uncheck();
  await expect(page.getByText('Choose a default category for 2 rows without one, or leave them out')).toBeVisible();
  await page.getByLabel('Default category').selectOption('women');
  await expect(preview.getByText('Goes to the default category (Women)')).toHaveCount(3);
  await expect(page.getByText(/Choose a default category for/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save 2 products' }).click();

  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText('Imported 2 products: 2 new, 0 updated. 1 refused.', {
    timeout: 60_000,
  });
  // The row the preview refused is refused by the import for the same reason.
  await expect(report.getByRole('listitem').filter({ hasText: 'Row 5' })).toContainText(
    'Sale price is above the regular price',
  );

  // The history lists it first, with the file, the counts and who started it; its report opens again.
  const history = page.getByRole('region', { name: 'Past imports' });
  const first = history.getByRole('row').nth(1);
  await expect(first).toContainText(fileName);
  await expect(first.getByRole('cell').nth(2)).toHaveText('2');
  await expect(first.getByRole('cell').nth(3)).toHaveText('1');
  await expect(first).toContainText(ADMIN.email);
  await page.goto('/admin/imports');
  await history
    .getByRole('row')
    .filter({ hasText: fileName })
    .getByRole('link', { name: /^Report/ })
    .click();
  await expect(report.getByText(`Chiffon dupatta ${tag} — created`)).toBeVisible();
  await expect(report.getByText(`Lawn kurta ${tag} — created`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('feed-import-history.png'), fullPage: true });
});
