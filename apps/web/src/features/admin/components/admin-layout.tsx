import { countOf } from '@onsale/core/plural';
import { NavLink, Navigate, Outlet } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useAttention } from '../api/get-attention';
import { useAdminMe } from '../api/get-admin-me';

const LINKS: { to: string; label: string; badge?: boolean }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', badge: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/imports', label: 'Imports' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/search', label: 'Search' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/sellers', label: 'Sellers' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/confirmations', label: 'Order confirmations' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/remittances', label: 'Cash remittances' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/profile', label: 'Profile' },
  { to: '/admin/emails', label: 'E-mails' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/system', label: 'System' },
];

/** The admin area's frame. Without an admin session every page goes back to the sign-in at /admin. */
export function AdminLayout() {
  const me = useAdminMe();
  // Asked only once the admin session is known, so a signed-out visit makes no refused request.
  const attention = useAttention(Boolean(me.data));

  if (me.isPending) return <LoadingState label="Loading…" />;
  if (me.isError)
    return (
      <ErrorState
        error={me.error}
        message={messageOf(me.error)}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  if (!me.data) return <Navigate to="/admin" replace />;

  const badge = attention.data?.total ?? 0;
  return (
    <div className="admin-area">
      <header className="admin-topbar d-flex align-items-center justify-content-between px-3 py-2">
        <NavLink to="/admin/dashboard" className="admin-brand text-decoration-none">
          OnSale <span className="fw-normal">Admin</span>
        </NavLink>
        <div className="d-flex align-items-center gap-3 small">
          <a href="/" className="link-light">
            View shop
          </a>
          <span className="text-white-50 d-none d-sm-inline">{me.data.firstName || me.data.email}</span>
          <NavLink to="/admin/logout" className="btn btn-sm btn-outline-light">
            Logout
          </NavLink>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-sidebar" aria-label="Admin area">
          <ul className="nav flex-column">
            {LINKS.map((link) => (
              <li key={link.to} className="nav-item">
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `nav-link d-flex justify-content-between align-items-center ${isActive ? 'active' : ''}`
                  }
                >
                  {link.label}
                  {link.badge && badge > 0 && (
                    <span
                      className="badge rounded-pill bg-danger"
                      title={`${countOf(attention.data?.pendingSellers ?? 0, 'seller')} awaiting approval, ${countOf(attention.data?.failedEmails ?? 0, 'failed e-mail')}`}
                    >
                      {badge}
                      <span className="visually-hidden"> items need attention</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
