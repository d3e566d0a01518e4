import { formatRupees } from '@onsale/core/money';
import { ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import { useId, useState, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useAnalytics } from '../api/get-analytics';
import { ColumnChart, HorizontalBars, LineChart } from './charts';
import { shortDay } from './format';
import { PageHeader } from './page-header';

const PERIODS = [7, 30, 90] as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card shadow-sm h-100">
      <div className="card-body">
        <h2 className="h6">{title}</h2>
        {children}
      </div>
    </div>
  );
}

export function AnalyticsPage() {
  const [days, setDays] = useState<number>(30);
  const analytics = useAnalytics(days);
  const periodId = useId();
  const rupees = (paisa: number) => formatRupees(Math.round(paisa / 100) * 100);

  return (
    <>
      <PageHeader title="Analytics">
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={periodId} className="small">
            Period
          </label>
          <select id={periodId} className="form-select form-select-sm" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                Last {p} days
              </option>
            ))}
          </select>
        </div>
      </PageHeader>
      {analytics.isPending ? (
        <LoadingState label="Loading figures…" />
      ) : analytics.isError ? (
        <ErrorState message={analytics.error.message} onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />
      ) : (
        <div className="row g-3">
          <div className="col-12">
            <Panel title={`Revenue per day: ${rupees(analytics.data.revenuePerDay.reduce((sum, d) => sum + d.revenue, 0))} in ${days} days`}>
              <LineChart
                label="Revenue per day"
                formatValue={rupees}
                floor={100_000}
                points={analytics.data.revenuePerDay.map((d) => ({ label: shortDay(d.day), value: d.revenue, title: `${d.day}: ${rupees(d.revenue)}, ${d.orders} orders` }))}
              />
            </Panel>
          </div>
          <div className="col-12 col-lg-6">
            <Panel title="Seller orders by status">
              <HorizontalBars label="Seller orders by status" bars={analytics.data.ordersByStatus.map((s) => ({ label: ORDER_STATUS_LABELS[s.status], value: s.count, title: `${ORDER_STATUS_LABELS[s.status]}: ${s.count}` }))} />
            </Panel>
          </div>
          <div className="col-12 col-lg-6">
            <Panel title="New buyers and sellers">
              <ColumnChart
                label="New buyers and sellers per day"
                labels={analytics.data.newAccountsPerDay.map((d) => shortDay(d.day))}
                series={[
                  { name: 'buyers', className: 'bar', values: analytics.data.newAccountsPerDay.map((d) => d.buyers) },
                  { name: 'sellers', className: 'bar-alt', values: analytics.data.newAccountsPerDay.map((d) => d.sellers) },
                ]}
              />
              <div className="small">
                <span className="badge" style={{ background: 'var(--onsale-accent, #c2185b)' }}>
                  Buyers
                </span>{' '}
                <span className="badge" style={{ background: '#5c6bc0' }}>
                  Sellers
                </span>
              </div>
            </Panel>
          </div>
          <div className="col-12 col-lg-6">
            <Panel title="Top brands">
              {analytics.data.topBrands.length === 0 ? (
                <p className="text-muted small mb-0">No sales in this period.</p>
              ) : (
                <HorizontalBars label="Top brands by revenue" formatValue={rupees} bars={analytics.data.topBrands.map((b) => ({ label: b.name, value: b.revenue, title: `${b.name}: ${rupees(b.revenue)}, ${b.units} sold` }))} />
              )}
            </Panel>
          </div>
          <div className="col-12 col-lg-6">
            <Panel title="Top categories">
              {analytics.data.topCategories.length === 0 ? (
                <p className="text-muted small mb-0">No sales in this period.</p>
              ) : (
                <HorizontalBars label="Top categories by revenue" formatValue={rupees} bars={analytics.data.topCategories.map((c) => ({ label: c.name, value: c.revenue, title: `${c.name}: ${rupees(c.revenue)}, ${c.units} sold` }))} />
              )}
            </Panel>
          </div>
        </div>
      )}
    </>
  );
}
