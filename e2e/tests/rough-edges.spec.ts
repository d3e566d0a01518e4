import { expect, test, type Page } from '@playwright/test';

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
