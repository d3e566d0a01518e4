import { describe, expect, it } from 'vitest';
import { profileFieldsSchema } from './accounts';
import { bannerInputSchema } from './admin';
import { shippingFormSchema } from './checkout';
import { reviewBodySchema } from './reviews';
import { sellerRegistrationSchema } from './seller';

// The forms validate with these same contracts: what a shopper, seller or admin types must pass.
const shipping = {
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  postcode: '54000',
  address: '12 Main Boulevard',
  city: 'Lahore',
  state: 'Punjab',
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the forms accept what people write', () => {
  it('takes Urdu, accented names and emoji in a shipping form, and delivery instructions over several lines', () => {
    const form = {
      ...shipping,
      fullName: 'محمد علی',
      city: 'لاہور',
      landmark: 'Near the 🕌',
      deliveryInstructions: 'Ring twice.\nLeave with the guard.\r\nThank you 🙏',
    };
    const result = shippingFormSchema.safeParse(form);
    expect(issuesOf(result)).toEqual([]);
    // the phone is kept in its +92 form
    expect(result.data).toMatchObject({ ...form, phone: '+923001234567' });
  });

  it('takes an address on two lines in the profile, and a one-line name with an emoji', () => {
    const profile = {
      username: 'ayesha.k',
      firstName: 'Renée',
      lastName: 'Khan 🌸',
      phoneNumber: '+92 300 1234567',
      address: 'House 12, Street 4\nGulberg III, Lahore',
    };
    expect(issuesOf(profileFieldsSchema.safeParse(profile))).toEqual([]);
  });

  it('takes a business description over many lines from a new seller', () => {
    const result = sellerRegistrationSchema.safeParse({
      firstName: 'Sana',
      lastName: 'Safinaz',
      email: 'sana@example.pk',
      phone: '03001234567',
      address: 'Lahore',
      brandName: 'Sana’s Lawn ✨',
      businessDescription: 'Lawn and pret.\n\n• Embroidered suits\n• دوپٹے',
      storeCategory: 'Clothing & Apparel',
    });
    expect(issuesOf(result)).toEqual([]);
  });

  it('keeps a review as typed, line breaks and HTML included', () => {
    expect(reviewBodySchema.parse({ rating: 5, body: '  Lovely <b>fabric</b>\nبہت اچھا 👍  ' }).body).toBe(
      'Lovely <b>fabric</b>\nبہت اچھا 👍',
    );
  });
});

describe('the forms refuse what no field may hold', () => {
  it('refuses a line break in a one-line field and names it', () => {
    expect(issuesOf(shippingFormSchema.safeParse({ ...shipping, city: 'Lahore\nKarachi' }))).toEqual([
      ['city', 'must be on one line'],
    ]);
    expect(issuesOf(bannerInputSchema.safeParse({ title: 'Eid\nSale', image: '/media/banner.webp' }))).toEqual([
      ['title', 'must be on one line'],
    ]);
  });

  it('refuses control characters and lone surrogates even where many lines are fine', () => {
    expect(issuesOf(shippingFormSchema.safeParse({ ...shipping, deliveryInstructions: 'Ring\u0007 twice' }))).toEqual([
      ['deliveryInstructions', 'contains characters that are not allowed'],
    ]);
    expect(
      issuesOf(
        profileFieldsSchema.safeParse({
          username: 'a',
          firstName: 'Ali\ud800',
          lastName: 'K',
          phoneNumber: '0300 1234567',
          address: 'x',
        }),
      ),
    ).toEqual([['firstName', 'contains characters that are not allowed']]);
    expect(issuesOf(reviewBodySchema.safeParse({ rating: 4, body: 'Good\u0000' }))).toEqual([
      ['body', 'contains characters that are not allowed'],
    ]);
  });

  it('trims a stray line break at the ends of a one-line field instead of refusing it', () => {
    expect(shippingFormSchema.parse({ ...shipping, city: 'Lahore\n' }).city).toBe('Lahore');
  });
});
