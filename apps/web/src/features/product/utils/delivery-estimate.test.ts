import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryEstimate } from './delivery-estimate';

// Wednesday 19 November 2025, local time.
const wednesday = new Date(2025, 10, 19, 10, 0);

describe('deliveryEstimate', () => {
  it('answers a 5 or 6 digit pincode with a 4-5 business day window that skips the weekend', () => {
    const estimate = deliveryEstimate(' 54000 ', wednesday);
    expect(estimate.ok).toBe(true);
    if (!estimate.ok) return;
    expect(estimate.from.getDate()).toBe(25); // Tuesday
    expect(estimate.to.getDate()).toBe(26); // Wednesday
    expect(estimate.message).toMatch(/^Delivery to 54000 in 4-5 business days: between .*25.* and .*26.*\.$/);
    expect(deliveryEstimate('740001', wednesday).ok).toBe(true);
  });

  it('refuses an empty, short, long or non-numeric pincode with a clear message', () => {
    expect(deliveryEstimate('', wednesday)).toEqual({
      ok: false,
      message: 'Please enter your pincode to check delivery.',
    });
    for (const bad of ['1234', '1234567', '54a00', '54 000', '-5400']) {
      expect(deliveryEstimate(bad, wednesday), bad).toEqual({
        ok: false,
        message: 'Please provide a valid pincode: 5 or 6 digits.',
      });
    }
  });
});

describe('addBusinessDays', () => {
  it('counts Monday to Friday only', () => {
    const friday = new Date(2025, 10, 21);
    expect(addBusinessDays(friday, 1).getDay()).toBe(1);
    expect(addBusinessDays(friday, 5).getDate()).toBe(28);
  });
});
