import { describe, expect, it } from 'vitest';
import { normaliseTrackingNumber, SHIPMENT_MESSAGES, shipmentInputOf, shipmentOf, shipmentProblems } from './couriers';

describe('couriers', () => {
  it("links a known courier's tracking page, and names another as typed without one", () => {
    expect(shipmentOf('blueex', null, 'BX-1')).toEqual({
      courier: 'blueex',
      courierName: 'BlueEx',
      trackingNumber: 'BX-1',
      trackingUrl: 'https://www.blue-ex.com/tracking?trackno=BX-1',
    });
    expect(shipmentOf('other', 'Rider Bros', 'RB1')).toMatchObject({ courierName: 'Rider Bros', trackingUrl: null });
    expect(shipmentOf(null, null, null)).toBeNull();
    expect(shipmentOf('dhl', null, '1')).toBeNull();
  });

  it('keeps a tracking number as couriers print it', () => {
    expect(normaliseTrackingNumber(' 7788 1234 5 ')).toBe('778812345');
    expect(normaliseTrackingNumber('lp-55')).toBe('LP-55');
  });

  it('says what a Shipped form lacks, field by field', () => {
    expect(shipmentProblems({})).toEqual([
      { field: 'courier', message: SHIPMENT_MESSAGES.courierRequired },
      { field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumberRequired },
    ]);
    expect(shipmentProblems({ courier: 'other', courierName: ' ', trackingNumber: 'A/1' })).toEqual([
      { field: 'courierName', message: SHIPMENT_MESSAGES.courierNameRequired },
      { field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumberInvalid },
    ]);
    expect(shipmentProblems({ courier: 'tcs', trackingNumber: '778812345' })).toEqual([]);
  });

  it('stores a name only for another courier, and nothing for a change that is not Shipped', () => {
    expect(shipmentInputOf({ status: 'shipped', courier: 'tcs', courierName: 'x', trackingNumber: '1' })).toEqual({
      courier: 'tcs',
      courierName: null,
      trackingNumber: '1',
    });
    expect(shipmentInputOf({ status: 'delivered', courier: 'tcs', trackingNumber: '1' })).toBeUndefined();
  });
});
