import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

const totals = { subtotal: 400_000, shipping: 25_000, discount: 0, tax: 0, total: 425_000 };
const rows = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) =>
    `${term!.replace(/<[^>]+>/g, '')} ${value}`.trim(),
  );

describe('OrderSummary', () => {
  it('shows no credit lines without credit', () => {
    const html = renderToStaticMarkup(<OrderSummary totals={totals} lineCount={1} />);
    expect(html).not.toContain('OnSale credit');
  });

  it('takes the credit off the total and says what is left to pay on delivery', () => {
    const html = renderToStaticMarkup(<OrderSummary totals={totals} lineCount={1} credit={275_000} />);
    expect(rows(html).slice(-3)).toEqual([
      'Total Rs. 4,250',
      'OnSale credit −Rs. 2,750',
      'To pay on delivery Rs. 1,500',
    ]);
  });
});
