import { formatRupees } from '@onsale/core/money';
import { SELLER_ORDER_STATUS_LABELS } from '@onsale/core/seller-order-status';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { usePageMeta } from '../../../lib/seo/use-page-meta';
import { useSellerAnalytics } from '../api/get-seller-analytics';
import { BarChart, HorizontalBars } from './bar-chart';

const dayLabel = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** /seller/analytics: revenue per day for 30 days, the best sellers and the orders by status. */
export function AnalyticsPage() {
  const analytics = useSellerAnalytics();
  usePageMeta('Seller Analytics', undefined);
  if (analytics.isPending) return <LoadingState label="Loading analytics…" />;
  if (analytics.isError) return <ErrorState message="Failed to load analytics" onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />;
  const { revenuePerDay: revenueByDay, topProducts, ordersByStatus } = analytics.data;
  const total = revenueByDay.reduce((sum, day) => sum + day.revenue, 0);
  const orders = revenueByDay.reduce((sum, day) => sum + day.orders, 0);

  return (
    <section>
      <h1 className="h3 mb-3">Analytics</h1>
      <div className="card shadow-sm mb-4">
        <div className="card-body">
          <h2 className="h5 mb-1">Revenue, last 30 days</h2>
          <p className="text-muted small">
            {formatRupees(total)} from {orders} {orders === 1 ? 'order' : 'orders'} (items less discounts, without shipping and cancelled orders)
          </p>
          <BarChart
            label={`Revenue per day for the last 30 days, ${formatRupees(total)} in all`}
            labelEvery={5}
            bars={revenueByDay.map((day) => {
              const label = dayLabel.format(new Date(`${day.day}T00:00:00Z`));
              return { label, value: day.revenue, title: `${label}: ${formatRupees(day.revenue)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}` };
            })}
          />
        </div>
      </div>
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5">Top products</h2>
              {topProducts.length === 0 ? (
                <p className="text-muted mb-0">No sales yet.</p>
              ) : (
                <HorizontalBars
                  label="Top products by revenue"
                  formatValue={formatRupees}
                  bars={topProducts.map((product) => ({ label: product.name, value: product.revenue, title: `${product.name}: ${product.quantity} sold, ${formatRupees(product.revenue)}` }))}
                />
              )}
            </div>
          </div>
        </div>
        <div className="col-12 col-xl-5">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5">Orders by status</h2>
              <HorizontalBars
                label="Number of orders in each status"
                bars={ordersByStatus.map((row) => ({ label: SELLER_ORDER_STATUS_LABELS[row.status], value: row.count, title: `${SELLER_ORDER_STATUS_LABELS[row.status]}: ${row.count}` }))}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
