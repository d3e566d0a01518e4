import type { Dashboard } from '@onsale/core/contracts/admin';
import { formatRupees } from '@onsale/core/money';
import { countOf } from '@onsale/core/plural';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { actionText, formatDateTime } from './format';
import { PageHeader } from './page-header';

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="col-6 col-xl">
      <div className="card admin-stat h-100 shadow-sm">
        <div className="card-body">
          <div className="text-muted small">{label}</div>
          <div className="value">{value}</div>
          {to && (
            <Link to={to} className="small">
              View
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingState label="Loading the dashboard…" />;
  if (dashboard.isError)
    return (
      <ErrorState
        error={dashboard.error}
        message={messageOf(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  const d: Dashboard = dashboard.data;
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="row g-3 mb-4">
        <Stat label="Orders today" value={String(d.ordersToday)} to="/admin/orders" />
        <Stat label="Revenue this week" value={formatRupees(d.revenueThisWeek)} to="/admin/analytics" />
        <Stat label="Products" value={String(d.products)} to="/admin/products" />
        <Stat
          label="Sellers awaiting approval"
          value={String(d.sellersAwaitingApproval)}
          to="/admin/sellers?status=pending"
        />
        <Stat label="Low-stock products" value={String(d.lowStockProducts)} to="/admin/products" />
        <Stat
          label="Discounts corrected"
          value={String(d.correctedDiscounts)}
          to="/admin/products/discount-corrections"
        />
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <div className="card shadow-sm mb-3">
            <div className="card-body">
              <h2 className="h6">Needs attention ({d.attention.total})</h2>
              <ul className="list-unstyled mb-0">
                <li>
                  <Link to="/admin/sellers?status=pending">
                    {countOf(d.attention.pendingSellers, 'seller')} awaiting approval
                  </Link>
                </li>
                <li>
                  <Link to="/admin/emails?status=failed">
                    {countOf(d.attention.failedEmails, 'e-mail')} that failed to send
                  </Link>
                </li>
              </ul>
            </div>
          </div>
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 className="h6">Low stock</h2>
              {d.lowStock.length === 0 ? (
                <p className="text-muted mb-0">Every product has stock.</p>
              ) : (
                <ul className="list-unstyled mb-0">
                  {d.lowStock.map((p) => (
                    <li key={p.id} className="d-flex justify-content-between">
                      <span className="text-truncate me-2">{p.name}</span>
                      <span className={`text-nowrap ${p.stock === 0 ? 'text-danger' : 'text-warning-emphasis'}`}>
                        {p.stock === 0 ? 'Out of stock' : `${p.stock} left`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-7">
          <div className="card shadow-sm">
            <div className="card-body">
              <div className="d-flex justify-content-between align-items-baseline">
                <h2 className="h6">Recent activity</h2>
                <Link to="/admin/audit" className="small link-accent">
                  Full audit log
                </Link>
              </div>
              {d.recentActivity.length === 0 ? (
                <p className="text-muted mb-0">No admin or seller changes yet.</p>
              ) : (
                <ul className="list-group list-group-flush">
                  {d.recentActivity.map((entry) => (
                    <li key={entry.id} className="list-group-item px-0 d-flex justify-content-between gap-2">
                      <span>
                        <strong>{entry.actorEmail ?? 'System'}</strong> — {actionText(entry.action)}
                      </span>
                      <span className="text-muted small text-nowrap">{formatDateTime(entry.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
