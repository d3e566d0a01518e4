import { expect, type Page } from '@playwright/test';

/** The admin account the journeys' server is started with. */
export const ADMIN = { email: 'admin@onsale.test', password: 'e2e-admin-password' };

/** Signs in on the admin sign-in page and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A link of the admin area's navigation. */
export const adminNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name, exact: true });
