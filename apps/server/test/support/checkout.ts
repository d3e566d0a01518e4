/**
 * The body of POST /api/docheckout as the storefront's checkout form sends it: one shopper's
 * delivery details, cash on delivery, and the bag's lines. Tests change only what they are about.
 */
export function checkoutBody(email: string, items: Array<{ product_id: string; quantity: number; size?: string; color?: string }>, overrides: Record<string, unknown> = {}) {
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
