import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductFiltersForm, type ListFilters } from './product-filters';

const form = (filters: ListFilters) =>
  renderToStaticMarkup(
    <ProductFiltersForm
      filters={filters}
      brands={[
        { value: 'khaadi', label: 'Khaadi', count: 2 },
        { value: 'gul-ahmed', label: 'Gul Ahmed', count: 0 },
      ]}
      sizes={[]}
      discountCounts={new Map([10, 20, 30, 40, 50, 60, 70].map((percent) => [percent, percent <= 20 ? 3 : 0]))}
      activeCount={0}
      onChange={() => {}}
      onClear={() => {}}
    />,
  );

describe('ProductFiltersForm', () => {
  it('lists no option that keeps no product', () => {
    const markup = form({});
    expect(markup).toContain('Khaadi (2)');
    expect(markup).toContain('20% off or more (3)');
    expect(markup).not.toContain('(0)');
  });

  it('keeps the chosen option listed, even when it keeps no product, so it can be unchosen', () => {
    const markup = form({ brand: 'gul-ahmed', minDiscount: 70 });
    expect(markup).toContain('Gul Ahmed (0)');
    expect(markup).toContain('70% off or more (0)');
    expect(markup).not.toContain('60% off or more');
  });
});
