import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInAsAdmin } from './admin-session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** A new shopper, made through the API and then signed in on the page as a person does. */
async function signedInShopper(page: Page, tag: string) {
  const email = `picky-${tag}@example.pk`;
  const signedUp = await page.request.post('/api/auth/signup', {
    data: {
      email,
      username: `picky${tag}`,
      firstName: 'Hina',
      lastName: 'Raza',
      phoneNumber: '03001234567',
      address: '12 Mall Road, Lahore',
      password: 'green-kurta-77',
      confirmPassword: 'green-kurta-77',
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBeTruthy();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('green-kurta-77');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return email;
}

test('on a phone the notifications panel opens inside the screen', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signedInShopper(page, `${Date.now().toString(36)}n`);
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.locator('.notification-panel');
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.width).toBeGreaterThan(300);
  await shot(page, 'notifications-phone');
  await context.close();
});

test('an admin opens the audit log from the dashboard, filters it and sees who blocked which buyer, and when', async ({
  page,
}) => {
  // A buyer to block, through the admin API, so the log has a change of its own to find.
  const tag = `${Date.now().toString(36)}a`;
  const signedUp = await page.request.post('/api/auth/signup', {
    data: {
      email: `audit-${tag}@example.pk`,
      username: `audit${tag}`,
      firstName: 'Bilal',
      lastName: 'Ahmed',
      phoneNumber: '03001234567',
      address: '3 Canal Road, Lahore',
      password: 'green-kurta-77',
      confirmPassword: 'green-kurta-77',
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBeTruthy();
  const buyerId = ((await signedUp.json()) as { data: { uid: string } }).data.uid;
  await page.context().clearCookies();

  await signInAsAdmin(page);
  const blocked = await page.request.put(`/api/admin/users/${buyerId}/status`, { data: { status: 'blocked' } });
  expect(blocked.ok(), await blocked.text()).toBeTruthy();

  await page.reload();
  await page.getByRole('link', { name: 'Full audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveTitle('Audit log · Admin | OnSale');

  await page.getByLabel('Action').selectOption('user.block');
  await expect(page).toHaveURL(/action=user\.block/);
  const entry = page.getByTestId('audit-entry').filter({ hasText: buyerId });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(ADMIN.email);
  await expect(entry).toContainText('user block');
  await expect(entry).toContainText(/\d{4}/);
  await page.getByLabel('Record').selectOption('user');
  await page.getByLabel('Who acted').fill('nobody-acted');
  await page.getByLabel('Who acted').press('Enter');
  await expect(page.getByText('No changes match.')).toBeVisible();
  await page.getByLabel('Who acted').fill('admin@onsale');
  await page.getByLabel('Who acted').press('Enter');
  await expect(entry).toHaveCount(1);
  await shot(page, 'admin-audit-log');
});

test('a used or made-up set-password link is refused as its page opens, with "Send me a new link"', async ({
  page,
}) => {
  for (const path of ['/set-password?token=no-such-token', '/reset-password?token=no-such-token']) {
    await page.goto(path);
    await expect(page.getByTestId('link-unusable')).toContainText(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('New Password')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await shot(page, 'forgot-password-after-used-link');
});

test('the header search button shows where the keyboard focus is', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox').first();
  await box.fill('lawn');
  await box.press('Tab');
  const button = page.locator('.header-search-button').first();
  await expect(button).toBeFocused();
  const outline = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
