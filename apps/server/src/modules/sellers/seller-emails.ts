import type { OutgoingEmail } from '../mail/outbox.repository';
import { simpleEmail } from '../mail/simple-email';

export function sellerDecisionEmail(
  status: 'approved' | 'rejected',
  seller: { email: string; firstName: string; brandName: string },
  publicUrl: string | undefined,
): OutgoingEmail {
  const greeting = `Dear ${seller.firstName || seller.brandName},`;
  if (status === 'approved') {
    return simpleEmail(
      'seller-approved',
      seller.email,
      `Your seller account for ${seller.brandName} is approved`,
      [
        greeting,
        `Your seller account for ${seller.brandName} has been approved. You can now add products and fulfil orders from your seller dashboard.`,
      ],
      publicUrl ? { href: `${publicUrl}/seller`, label: 'Open your seller dashboard' } : undefined,
    );
  }
  return simpleEmail('seller-rejected', seller.email, `Your seller application for ${seller.brandName}`, [
    greeting,
    `We are sorry: your seller application for ${seller.brandName} was not approved. Contact OnSale support (Mon-Fri 9 AM-6 PM) if you would like to know more.`,
  ]);
}
