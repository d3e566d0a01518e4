/** One line of the bag as the checkout form sends it; a test may add fields a client should not send. */
export interface CheckoutLine {
  product_id: string;
  quantity: number;
  size?: string;
  color?: string;
}

/**
 * The body of POST /api/docheckout as the storefront's checkout form sends it: one shopper's
 * delivery details, cash on delivery, and the bag's lines. Tests change only what they are about
 * (a malformed bag goes in `overrides.items`).
 */
export function checkoutBody<Line extends CheckoutLine>(
  email: string,
  items: Line[],
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Ayesha Khan',
    email,
    phone: '0300 1234567',
    zipcode: '54000',
    address: '12 Main Boulevard, Gulberg',
    city: 'Lahore',
    state: 'Punjab',
    payment_method: 'cod',
    items,
    ...overrides,
  };
}
