const STEPS = [
  { id: 'bag', label: 'Bag' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'checkout', label: 'Confirm' },
] as const;

/** Where the shopper is on the way from the bag to the order. */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number]['id'] }) {
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <ol className="checkout-steps" aria-label="Checkout progress">
      {STEPS.map((step, i) => (
        <li
          key={step.id}
          className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}
          aria-current={i === index ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
