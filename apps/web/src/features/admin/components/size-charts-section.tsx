import { countOf } from '@onsale/core/plural';
import type { AdminSizeChart } from '@onsale/core/contracts/size-charts';
import { useState } from 'react';
import { SizeChartEditor } from '../../../components/size-chart/size-chart-editor';
import { SizeChartTable } from '../../../components/size-chart/size-chart-table';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { ListStates } from '../../../components/ui/list-page';
import { messageOf } from '../../../lib/api-client';
import { useDeleteMarketplaceSizeChart } from '../api/delete-marketplace-size-chart';
import { useMarketplaceSizeCharts } from '../api/get-marketplace-size-charts';
import { useSaveMarketplaceSizeChart } from '../api/save-marketplace-size-chart';

/**
 * The marketplace's size charts on the categories page: each category may show one by default
 * (chosen in its row) to products without a chart of their own.
 */
export function SizeChartsSection({ onDone }: { onDone: (message: string) => void }) {
  const charts = useMarketplaceSizeCharts();
  const save = useSaveMarketplaceSizeChart();
  const remove = useDeleteMarketplaceSizeChart();
  const deleting = useConfirm<AdminSizeChart>((error) => messageOf(error));
  const [editing, setEditing] = useState<AdminSizeChart | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <section className="mt-4" aria-labelledby="marketplace-size-charts">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0" id="marketplace-size-charts">
          Size charts
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-accent"
          onClick={() => {
            setFailure(null);
            setEditing('new');
          }}
        >
          New size chart
        </button>
      </div>
      <p className="small text-muted">
        A category&rsquo;s chart is shown on its products that have no chart of their own (a sub-category&rsquo;s before
        its top category&rsquo;s). Values are in cm; shoppers see inches beside them.
      </p>
      <ListStates query={charts} loadingLabel="Loading size charts…" empty="No size charts yet.">
        {({ data }) => (
          <div className="d-grid gap-3">
            {data.map((chart) => (
              <div key={chart.id} className="card shadow-sm">
                <div className="card-body">
                  <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                    <div>
                      <h3 className="h6 mb-0">{chart.name}</h3>
                      <div className="small text-muted">
                        {chart.categories.length > 0
                          ? `Default of ${chart.categories.map((category) => category.name).join(', ')}`
                          : 'Not the default of any category'}{' '}
                        · {countOf(chart.rows.length, 'size')}
                      </div>
                    </div>
                    <div className="d-flex gap-1">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`Edit ${chart.name}`}
                        onClick={() => {
                          setFailure(null);
                          setEditing(chart);
                        }}
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
                  </div>
                  <SizeChartTable caption={chart.name} measurements={chart.measurements} rows={chart.rows} />
                </div>
              </div>
            ))}
          </div>
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
                onDone(`Size chart ${saved.name} saved`);
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
              onDone(`Size chart ${chart.name} deleted`);
            })
          }
        >
          Delete {deleting.item.name}?{' '}
          {deleting.item.categories.length > 0
            ? `${deleting.item.categories.map((category) => category.name).join(', ')} will show no size chart by default.`
            : ''}
        </ConfirmDialog>
      )}
    </section>
  );
}
