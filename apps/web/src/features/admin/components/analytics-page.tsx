import type { Analytics } from '@onsale/core/contracts/admin';
import { formatRupees } from '@onsale/core/money';
import { ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import { useState, type ReactNode } from 'react';
import { PeriodCaption, PeriodSelect, previousLabel } from '../../../components/charts/analytics-period';
import { BarList } from '../../../components/charts/bar-list';
import { countTick } from '../../../components/charts/chart-format';
import { DailyChart } from '../../../components/charts/daily-chart';
import { KpiCard } from '../../../components/charts/kpi-card';
import { RevenueChart } from '../../../components/charts/revenue-chart';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useAnalytics } from '../api/get-analytics';
import { PageHeader } from './page-header';

function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <div className="card shadow-sm h-100">
      <div className="card-body">
        <h2 className="h6 mb-1">{title}</h2>
        {note && <p className="small text-body-secondary mb-2">{note}</p>}
        {children}
      </div>
    </div>
  );
}

const ACCOUNT_SERIES = [
  { key: 'buyers', name: 'Buyers' },
  { key: 'sellers', name: 'Sellers' },
] as const;

/** /admin/analytics: the whole shop's figures for a period beside the period before. */
export function AnalyticsPage() {
  const [days, setDays] = useState<number>(30);
  const analytics = useAnalytics(days);
  return (
    <>
      <PageHeader title="Analytics">
        <PeriodSelect days={days} onChange={setDays} />
      </PageHeader>
      {analytics.isPending ? (
        <LoadingState label="Loading figures…" />
      ) : analytics.isError ? (
        <ErrorState
          error={analytics.error}
          message={messageOf(analytics.error)}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <ShopFigures data={analytics.data} />
      )}
    </>
  );
}

function ShopFigures({ data }: { data: Analytics }) {
  const previous = previousLabel(data.period);
  // On a phone the money figures with a note take a row of their own, the counts go two by two.
  const wide = 'col-12 col-md-4 col-xxl-2';
  const narrow = 'col-6 col-md-4 col-xxl-2';
  const kpis = [
    {
      label: 'Revenue',
      figure: data.sales.revenue,
      format: formatRupees,
      note: 'Items less discounts; no shipping, no cancelled or refused orders',
      column: wide,
    },
    { label: 'Orders', figure: data.sales.orders, column: narrow },
    { label: 'Average order value', figure: data.sales.averageOrderValue, format: formatRupees, column: narrow },
    {
      label: 'Shipping charged',
      figure: data.shipping,
      format: formatRupees,
      note: 'Not part of revenue',
      column: wide,
    },
    { label: 'New buyers', figure: data.newBuyers, note: 'Accounts opened, sellers’ included', column: narrow },
    { label: 'New sellers', figure: data.newSellers, column: narrow },
  ];
  return (
    <>
      <PeriodCaption period={data.period} />
      <div className="row g-3 mb-3">
        {kpis.map((kpi) => (
          <div key={kpi.label} className={kpi.column}>
            <KpiCard
              label={kpi.label}
              figure={kpi.figure}
              format={kpi.format}
              previousLabel={previous}
              note={kpi.note}
            />
          </div>
        ))}
      </div>
      <div className="row g-3">
        <div className="col-12">
          <Panel title="Revenue per day" note="Items less discounts, without shipping">
            <RevenueChart days={data.revenuePerDay} height={260} />
          </Panel>
        </div>
        <div className="col-12 col-lg-6">
          <Panel title="Seller orders by status" note={`Placed in the last ${data.period.days} days`}>
            <BarList
              summary="Seller orders by status"
              bars={data.ordersByStatus.map((s) => ({ label: ORDER_STATUS_LABELS[s.status], value: s.count }))}
            />
          </Panel>
        </div>
        <div className="col-12 col-lg-6">
          <Panel title="New buyers and sellers" note="Accounts opened per day">
            <DailyChart
              data={data.newAccountsPerDay}
              series={ACCOUNT_SERIES}
              summary={`New accounts per day: ${data.newBuyers.current} buyers and ${data.newSellers.current} sellers in ${data.period.days} days`}
              formatTick={countTick}
              formatValue={String}
            />
          </Panel>
        </div>
        <div className="col-12 col-lg-6">
          <Panel
            title="Top brands by item sales"
            note="Price paid × quantity, before coupon discounts and without shipping: not revenue"
          >
            {data.topBrands.length === 0 ? (
              <p className="text-muted small mb-0">No sales in this period.</p>
            ) : (
              <BarList
                summary="Top brands by item sales"
                formatValue={formatRupees}
                bars={data.topBrands.map((b) => ({ label: b.name, value: b.revenue, details: [`${b.units} sold`] }))}
              />
            )}
          </Panel>
        </div>
        <div className="col-12 col-lg-6">
          <Panel
            title="Top categories by item sales"
            note="Price paid × quantity, before coupon discounts and without shipping: not revenue"
          >
            {data.topCategories.length === 0 ? (
              <p className="text-muted small mb-0">No sales in this period.</p>
            ) : (
              <BarList
                summary="Top categories by item sales"
                formatValue={formatRupees}
                bars={data.topCategories.map((c) => ({
                  label: c.name,
                  value: c.revenue,
                  details: [`${c.units} sold`],
                }))}
              />
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}
