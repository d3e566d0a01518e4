import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AwaitingConfirmation } from './awaiting-confirmation';

const notice = (props: Partial<Parameters<typeof AwaitingConfirmation>[0]> = {}) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AwaitingConfirmation
        orderId="o1"
        confirmation="awaiting"
        placedAt="2026-11-28T10:00:00.000Z"
        dueAt="2026-11-29T10:00:00.000Z"
        onConfirmed={() => undefined}
        {...props}
      />
    </QueryClientProvider>,
  );

describe('AwaitingConfirmation', () => {
  it('asks the shopper to confirm within the hours between the order and its due time', () => {
    const html = notice();
    expect(html).toContain('Awaiting confirmation');
    expect(html).toContain('An order not confirmed within 24 hours is cancelled.');
    expect(html).toContain('Confirm now');
  });

  it('shows why an order is confirmed by a call only, with the number to call and no button', () => {
    const html = notice({ note: 'Please call us to confirm your order.' });
    expect(html).toContain('Please call us to confirm your order.');
    expect(html).toContain('href="tel:+9242111667253"');
    expect(html).not.toContain('Confirm now');
  });

  it('says nothing of an order that is confirmed or cancelled', () => {
    expect(notice({ confirmation: 'confirmed' })).toBe('');
    expect(notice({ confirmation: 'cancelled' })).toBe('');
  });
});
