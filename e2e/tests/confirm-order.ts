import { expect, type Browser, type Page } from '@playwright/test';
import { linkFromMail } from './mail';
import { ADMIN } from './seller-with-product';

export const ORDER_CONFIRMED = 'Your order is confirmed. The sellers are packing it.';

/**
 * A new shopper's cash-on-delivery order awaits confirmation (the shop's default policy) and no
 * seller may pack it until then. The shopper confirms it by opening the link in the receipt e-mail.
 */
export async function confirmByMailedLink(page: Page, orderNumber: string) {
  await page.goto(await linkFromMail(orderNumber, 'order/confirm'));
  await expect(page.getByTestId('order-confirmed')).toContainText(ORDER_CONFIRMED);
}

/** An admin confirms it after calling the shopper. */
export async function confirmByPhone(browser: Browser, orderId: string) {
  const admin = await browser.newContext();
  expect((await admin.request.post('/api/admin/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  const recorded = await admin.request.post(`/api/admin/orders/${orderId}/confirmation`, {
    data: { outcome: 'confirmed_by_phone' },
  });
  expect(recorded.ok(), await recorded.text()).toBeTruthy();
  await admin.close();
}
