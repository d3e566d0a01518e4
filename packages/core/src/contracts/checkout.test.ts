import { describe, expect, it } from 'vitest';
import { checkoutBodyFrom, checkoutBodySchema, shippingFormSchema } from './checkout';

const form = {
  fullName: ' Ayesha Khan ',
  email: 'ayesha@example.pk',
  phone: '+92 300 1234567',
  postcode: '54000',
  address: '12 Main Boulevard',
  city: 'Lahore',
  state: 'Punjab',
  landmark: '',
  deliveryInstructions: '',
};

const messagesOf = (value: unknown) => {
  const result = shippingFormSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('shippingFormSchema', () => {
  it('shows the spec texts on an empty form; landmark and instructions are optional', () => {
    expect(
      messagesOf({
        fullName: '',
        email: '',
        phone: '',
        postcode: '',
        address: '',
        city: '',
        state: '',
        landmark: '',
        deliveryInstructions: '',
      }),
    ).toEqual({
      fullName: 'Please provide your full name.',
      email: 'Please provide a valid email address.',
      phone: 'Please provide your phone number.',
      address: 'Please provide your address.',
      city: 'Please provide your city.',
      state: 'Please choose your province.',
    });
  });

  it('takes a postcode of five digits, or none, and a province of the list', () => {
    expect(messagesOf({ ...form, postcode: '' })).toEqual({});
    expect(messagesOf({ ...form, postcode: undefined })).toEqual({});
    const postcode = 'Please provide a valid postcode: 5 digits, or leave it empty.';
    expect(messagesOf({ ...form, postcode: '123456' })).toEqual({ postcode });
    expect(messagesOf({ ...form, postcode: '5400' })).toEqual({ postcode });
    expect(messagesOf({ ...form, state: 'Islamabad Capital Territory' })).toEqual({});
    expect(messagesOf({ ...form, state: 'punjab province' })).toEqual({ state: 'Please choose your province.' });
  });

  it('trims and turns into the order body the server takes', () => {
    const details = shippingFormSchema.parse(form);
    expect(details.fullName).toBe('Ayesha Khan');
    const body = checkoutBodyFrom(details, [{ product_id: 'p1', quantity: 2, size: 'M', color: null }], 'onsalenow20');
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      name: 'Ayesha Khan',
      zipcode: '54000',
      payment_method: 'cod',
      coupon: 'onsalenow20',
      landmark: '',
      delivery_instructions: '',
    });
  });
});
