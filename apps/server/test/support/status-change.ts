/** The courier and tracking number the tests' parcels are handed over with. */
export const TEST_SHIPMENT = { courier: 'tcs', trackingNumber: '778812345' } as const;

/**
 * A status change's body as the seller's and admin's screens send it: Shipped names its courier
 * and tracking number, a cancel its reason.
 */
export const statusChange = (status: string) => ({
  status,
  ...(status === 'shipped' ? TEST_SHIPMENT : {}),
  ...(status === 'cancelled' ? { reason: 'Out of stock' } : {}),
});
