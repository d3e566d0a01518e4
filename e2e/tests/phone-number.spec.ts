import { expect, test } from '@playwright/test';

const INVALID = 'Please enter a Pakistani mobile or landline number, e.g. 0300 1234567 or 042 35761234.';

test('sign-up refuses "abc" as a phone under its field, takes "0300 1234567", and My Profile shows it as +92', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(`phone.${id}@example.pk`);
  await page.getByLabel('Username').fill(`phone${id}`);
  await page.getByLabel('First Name').fill('Ayesha');
  await page.getByLabel('Last Name').fill('Khan');
  await page.getByLabel('Phone Number').fill('abc');
  await page.getByLabel('Address').fill('12 Mall Road, Lahore');
  await page.getByLabel('Password', { exact: true }).fill('green-kurta-77');
  await page.getByLabel('Confirm Password').fill('green-kurta-77');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await phone.fill('0300 1234567');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByText('+923001234567')).toBeVisible();

  // My Profile's form holds to the same rule.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone Number').fill('12');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog.getByText(INVALID)).toBeVisible();
  await dialog.getByLabel('Phone Number').fill('042-35761234');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('+924235761234')).toBeVisible();
});
