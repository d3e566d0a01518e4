import type { SellerAnalytics } from '@onsale/core/contracts/seller';
import { formatRupees } from '@onsale/core/money';
import { SELLER_ORDER_STATUS_LABELS } from '@onsale/core/seller-order-status';
import { useState } from 'react';
import { PeriodCaption, PeriodSelect, previousLabel } from '../../../components/charts/analytics-period';
import { BarList } from '../../../components/charts/bar-list';
import { KpiCard } from '../../../components/charts/kpi-card';
import { RevenueChart } from '../../../components/charts/revenue-chart';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useSellerAnalytics } from '../api/get-seller-analytics';

/** /seller/analytics: the period's revenue, orders and average order value beside the period before, revenue per day, the best sellers and the orders by status. */
export function AnalyticsPage() {
  const [days, setDays] = useState(30);
  const analytics = useSellerAnalytics(days);

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">Analytics</h1>
        <PeriodSelect days={days} onChange={setDays} />
      </div>
      {analytics.isPending ? (
        <LoadingState label="Loading analytics…" />
      ) : analytics.isError ? (
        <ErrorState
          message="Failed to load analytics"
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <SellerFigures data={analytics.data} />
      )}
    </section>
  );
}

function SellerFigures({ data }: { data: SellerAnalytics }) {
  const { period, sales, revenuePerDay, topProducts, ordersByStatus } = data;
  const previous = previousLabel(period);
  return (
    <>
      <PeriodCaption period={period} />
      <div className="row g-3 mb-4">
        <div className="col-12 col-md-4">
          <KpiCard
            label="Revenue"
            figure={sales.revenue}
            format={formatRupees}
            previousLabel={previous}
            note="Items less discounts, without shipping, cancelled and refused orders"
          />
        </div>
        <div className="col-6 col-md-4">
          <KpiCard label="Orders" figure={sales.orders} previousLabel={previous} />
        </div>
        <div className="col-6 col-md-4">
          <KpiCard
            label="Average order value"
            figure={sales.averageOrderValue}
            format={formatRupees}
            previousLabel={previous}
          />
        </div>
      </div>
      <div className="card shadow-sm mb-4">
        <div className="card-body">
          <h2 className="h5">Revenue per day</h2>
          <RevenueChart days={revenuePerDay} />
        </div>
      </div>
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5">Top products</h2>
              <p className="small text-body-secondary">
                Item sales in the last {period.days} days, before coupon discounts
              </p>
              {topProducts.length === 0 ? (
                <p className="text-muted mb-0">No sales in this period.</p>
              ) : (
                <BarList
                  summary="Top products by item sales"
                  formatValue={formatRupees}
                  bars={topProducts.map((product) => ({
                    label: product.name,
                    value: product.revenue,
                    details: [`${product.quantity} sold`],
                  }))}
                />
              )}
            </div>
          </div>
        </div>
        <div className="col-12 col-xl-5">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5">Orders by status</h2>
              <p className="small text-body-secondary">All your orders, whenever placed</p>
              <BarList
                summary="Number of orders in each status"
                bars={ordersByStatus.map((row) => ({
                  label: SELLER_ORDER_STATUS_LABELS[row.status],
                  value: row.count,
                }))}
              />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
