import { addBusinessDays, PLACE_MESSAGES, STANDARD_DELIVERY_DAYS } from '@onsale/core/places';
import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery-estimate';

// Wednesday 19 November 2025, local time.
const wednesday = new Date(2025, 10, 19, 10, 0);
const times = { byCity: { Lahore: { min: 2, max: 3 }, Gilgit: { min: 7, max: 7 } }, standard: STANDARD_DELIVERY_DAYS };

describe('deliveryEstimate', () => {
  it("answers a city with the admin's days for it, written as the list writes the city, skipping the weekend", () => {
    const estimate = deliveryEstimate('  lahore ', times, wednesday);
    expect(estimate.ok).toBe(true);
    if (!estimate.ok) return;
    expect(estimate.from.getDate()).toBe(21); // Friday
    expect(estimate.to.getDate()).toBe(24); // Monday
    expect(estimate.message).toMatch(/^Delivery to Lahore in 2-3 business days: between .*21.* and .*24.*\.$/);
    expect(deliveryEstimate('Gilgit', times, wednesday).message).toMatch(
      /^Delivery to Gilgit in 7 business days: on .*28.*\.$/,
    );
  });

  it('gives a town the list does not name the standard days, and asks for a city when none is typed', () => {
    expect(deliveryEstimate('Chakwal', times, wednesday).message).toMatch(/^Delivery to Chakwal in 4-5 business days/);
    expect(deliveryEstimate('Karachi', times, wednesday).message).toMatch(/^Delivery to Karachi in 4-5 business days/);
    expect(deliveryEstimate('  ', times, wednesday)).toEqual({ ok: false, message: PLACE_MESSAGES.cityForCheck });
  });
});

describe('addBusinessDays', () => {
  it('counts Monday to Friday only', () => {
    const friday = new Date(2025, 10, 21);
    expect(addBusinessDays(friday, 1).getDay()).toBe(1);
    expect(addBusinessDays(friday, 5).getDate()).toBe(28);
  });
});
