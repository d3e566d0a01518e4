import { countOf } from '@onsale/core/plural';
import type { SizeChart } from '@onsale/core/contracts/size-charts';
import { useCallback, useState } from 'react';
import { SizeChartEditor } from '../../../components/size-chart/size-chart-editor';
import { SizeChartTable } from '../../../components/size-chart/size-chart-table';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { ListStates } from '../../../components/ui/list-page';
import { messageOf } from '../../../lib/api-client';
import { useDeleteSellerSizeChart } from '../api/delete-seller-size-chart';
import { useSellerSizeCharts } from '../api/get-seller-size-charts';
import { useSaveSellerSizeChart } from '../api/save-seller-size-chart';
import { FlashMessage } from './flash-message';
import { useSeller } from './seller-context';

/** /seller/size-charts: the seller's reusable size charts, attached to products in the product form. */
export function SizeChartsPage() {
  const { approved } = useSeller();
  const charts = useSellerSizeCharts();
  const save = useSaveSellerSizeChart();
  const remove = useDeleteSellerSizeChart();
  const deleting = useConfirm<SizeChart>((error) => messageOf(error));
  const [editing, setEditing] = useState<SizeChart | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const clearFlash = useCallback(() => setFlash(null), []);

  const open = (chart: SizeChart | 'new') => {
    setFailure(null);
    setEditing(chart);
  };

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Size charts</h1>
        {approved && (
          <button type="button" className="btn btn-accent" onClick={() => open('new')}>
            New size chart
          </button>
        )}
      </div>
      <p className="text-muted">
        Keep a chart once and attach it to your products in the product form: shoppers open it with the &ldquo;Size
        chart&rdquo; button beside the sizes. Values are in cm; shoppers see inches beside them.
      </p>
      <FlashMessage message={flash} onDone={clearFlash} />
      <ListStates query={charts} loadingLabel="Loading size charts…" empty="You have no size charts yet.">
        {({ data }) => (
          <ul className="list-unstyled d-grid gap-3">
            {data.map((chart) => (
              <li key={chart.id} className="card shadow-sm">
                <div className="card-body">
                  <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                    <div>
                      <h2 className="h5 mb-0">{chart.name}</h2>
                      <div className="small text-muted">
                        {countOf(chart.rows.length, 'size')} · {chart.measurements.join(', ')} · used by{' '}
                        {countOf(chart.productCount, 'product')}
                      </div>
                    </div>
                    {approved && (
                      <div className="d-flex gap-2">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          aria-label={`Edit ${chart.name}`}
                          onClick={() => open(chart)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={`Delete ${chart.name}`}
                          onClick={() => deleting.ask(chart)}
                        >
                          Delete
                        </button>
                      </div>
                    )}
                  </div>
                  <SizeChartTable caption={chart.name} measurements={chart.measurements} rows={chart.rows} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      {editing && (
        <SizeChartEditor
          title={editing === 'new' ? 'New size chart' : `Edit ${editing.name}`}
          chart={editing === 'new' ? undefined : editing}
          busy={save.isPending}
          failure={failure}
          onClose={() => setEditing(null)}
          onSave={(body) => {
            setFailure(null);
            save
              .mutateAsync({ id: editing === 'new' ? undefined : editing.id, body })
              .then((saved) => {
                setEditing(null);
                setFlash(`Size chart ${saved.name} saved`);
              })
              .catch((error: unknown) => setFailure(messageOf(error)));
          }}
        />
      )}
      {deleting.item && (
        <ConfirmDialog
          title="Delete size chart"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          failure={deleting.failure}
          onClose={deleting.close}
          onConfirm={() =>
            void deleting.confirm(async (chart) => {
              await remove.mutateAsync(chart.id);
              setFlash(`Size chart ${chart.name} deleted`);
            })
          }
        >
          Delete {deleting.item.name}?{' '}
          {deleting.item.productCount > 0
            ? `${countOf(deleting.item.productCount, 'product')} will show no size chart of their own.`
            : ''}
        </ConfirmDialog>
      )}
    </section>
  );
}
