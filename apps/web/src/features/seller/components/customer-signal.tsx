/**
 * What the marketplace knows of the customer's phone, coarse ("New customer", "3 of 3 delivered",
 * "Refused 2 parcels in 90 days"): refusals stand out in the danger colour.
 */
export function CustomerSignal({ signal }: { signal: string }) {
  const refused = signal.startsWith('Refused');
  return (
    <div className={`small ${refused ? 'text-danger fw-semibold' : 'text-muted'}`} data-testid="customer-signal">
      {signal}
    </div>
  );
}
