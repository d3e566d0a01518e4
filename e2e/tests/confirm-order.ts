import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mail';

export const ORDER_CONFIRMED = 'Your order is confirmed. The sellers are packing it.';

/**
 * A new shopper's cash-on-delivery order awaits confirmation (the shop's default policy) and no
 * seller may pack it until then. The shopper confirms it by opening the link in the receipt e-mail.
 */
export async function confirmByMailedLink(page: Page, orderNumber: string) {
  await page.goto(await linkFromMail(orderNumber, 'order/confirm'));
  await expect(page.getByTestId('order-confirmed')).toContainText(ORDER_CONFIRMED);
}
