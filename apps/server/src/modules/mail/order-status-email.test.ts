import { describe, expect, it } from 'vitest';
import { orderStatusEmail, orderStatusMessage, sellerCancelNotice } from './order-status-email';

const notice = { orderNumber: 'OS-1001', brandName: 'Khaadi', orderStatus: 'pending' as const };

describe('order status notice', () => {
  it.each([
    ['pending', 'Your items from Khaadi are waiting to be processed', 'are waiting to be processed.'],
    ['processing', 'Your items from Khaadi are being prepared', 'are being prepared by the seller.'],
    ['shipped', 'Your items from Khaadi have been shipped', 'have been shipped and are on their way to you.'],
    ['delivered', 'Your items from Khaadi have been delivered', 'have been delivered.'],
  ] as const)('a part moved to %s: the subject says what happened to it, as the body does', (status, headline, end) => {
    const message = orderStatusMessage({ ...notice, status, itemCount: 2 });
    expect(message.subject).toBe(`Order OS-1001: ${headline}`);
    expect(message.body).toBe(`Your items from Khaadi in order OS-1001 ${end}`);
  });

  it.each([
    ['shopper', 'You cancelled'],
    ['seller', 'The seller cancelled'],
    ['admin', 'OnSale cancelled'],
    ['marketplace', 'OnSale cancelled'],
  ] as const)('a cancel by the %s says "%s", with the reason', (cancelledBy, who) => {
    const message = orderStatusMessage({
      ...notice,
      status: 'cancelled',
      itemCount: 1,
      cancelledBy,
      cancelReason: 'Found it cheaper',
    });
    expect(message.subject).toBe(`Order OS-1001: ${who} your item from Khaadi`);
    expect(message.body).toBe(`${who} your item from Khaadi in order OS-1001. Reason: Found it cheaper.`);
  });

  it('reads a cancel from before reasons were kept as the seller’s, and says the rest comes separately', () => {
    expect(orderStatusMessage({ ...notice, status: 'cancelled', itemCount: 3 }).body).toBe(
      'The seller cancelled your items from Khaadi in order OS-1001.',
    );
    const partly = orderStatusMessage({ ...notice, status: 'shipped', orderStatus: 'partly_shipped', itemCount: 1 });
    expect(partly.title).toBe('Order OS-1001: Partly shipped');
    expect(partly.body).toContain('The rest of your order comes separately.');
  });

  it('e-mails the subject and body, and that a cancelled part is not charged', () => {
    const email = orderStatusEmail(
      {
        ...notice,
        status: 'cancelled',
        cancelledBy: 'shopper',
        cancelReason: 'Wrong address',
        to: 'ayesha@example.pk',
        customerName: 'Ayesha',
        orderId: 'order-1',
        items: [{ name: 'Lawn Suit', quantity: 1, total: 250_000 }],
      },
      'https://onsale.pk',
    );
    expect(email.subject).toBe('Order OS-1001: You cancelled your item from Khaadi');
    expect(email.text).toContain('You cancelled your item from Khaadi in order OS-1001. Reason: Wrong address.');
    expect(email.text).toContain('You will not be charged for this item (cash on delivery).');
  });
});

describe("the seller's notice of a cancel", () => {
  it('says who cancelled, why, and not to pack it', () => {
    expect(
      sellerCancelNotice({ orderNumber: 'OS-1001', cancelledBy: 'admin', cancelReason: 'Fake order', itemCount: 1 }),
    ).toEqual({
      title: 'Order OS-1001: OnSale cancelled your items',
      body: "OnSale cancelled order OS-1001 (1 item) before it shipped; don't pack it. Reason: Fake order. The items are back in your stock.",
    });
  });
});
