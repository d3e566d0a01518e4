import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { lazy, Suspense, useState } from 'react';

const SizeChartDialog = lazy(() => import('./size-chart-dialog').then((m) => ({ default: m.SizeChartDialog })));

/** "Size chart" beside the sizes, opening the product's chart; nothing for a product without one. */
export function SizeChartButton({ product }: { product: Pick<ProductDetail, 'name' | 'sizeChart'> }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!product.sizeChart) return null;
  return (
    <>
      <button
        type="button"
        className="size-chart-button"
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Size chart
      </button>
      {asked && (
        <Suspense fallback={null}>
          <SizeChartDialog
            chart={product.sizeChart}
            productName={product.name}
            show={open}
            onHide={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
