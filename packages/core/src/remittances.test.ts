import { describe, expect, it } from 'vitest';
import { paisaOfRupees, remittanceColumnsOf, remittanceDateOf, remittanceStatusOf } from './remittances';

describe("a courier's remittance report", () => {
  it('finds its columns by the names couriers give them', () => {
    expect(remittanceColumnsOf(['CN #', 'COD Amount', 'Service Charges', 'Payment Date'])).toEqual({
      at: { trackingNumber: 0, amount: 1, fee: 2, date: 3 },
      missing: [],
    });
    expect(remittanceColumnsOf(['Parcel', 'Amount']).missing).toEqual(['trackingNumber', 'date']);
  });

  it('reads rupees and dates as couriers write them', () => {
    expect(paisaOfRupees('4,250')).toBe(425_000);
    expect(paisaOfRupees('Rs. 4250.5')).toBe(425_050);
    expect(paisaOfRupees('PKR 0')).toBe(0);
    expect(paisaOfRupees('12a')).toBeNull();
    expect(paisaOfRupees('')).toBeNull();
    expect(remittanceDateOf('2026-11-29')).toBe('2026-11-29');
    expect(remittanceDateOf('29/11/2026')).toBe('2026-11-29');
    expect(remittanceDateOf('1-2-2026')).toBe('2026-02-01');
    expect(remittanceDateOf('31/02/2026')).toBeNull();
    expect(remittanceDateOf('yesterday')).toBeNull();
  });

  it('says of a row whether its parcel brought the cash it should have', () => {
    expect(remittanceStatusOf({ amount: 100 }, 100, false)).toBe('matched');
    expect(remittanceStatusOf({ amount: 90 }, 100, false)).toBe('amount_differs');
    expect(remittanceStatusOf({ amount: 100 }, null, false)).toBe('unknown_parcel');
    expect(remittanceStatusOf({ amount: 100 }, 100, true)).toBe('duplicate');
  });
});
