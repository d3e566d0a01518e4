import { NavLink, Navigate, Outlet } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useSellerProfile } from '../api/get-seller-profile';
import { useOpenSellerReturns } from '../api/get-seller-returns';
import { useSellerToPack } from '../api/get-seller-to-pack';
import type { SellerContext } from './seller-context';
import { SellerStatusBanner } from './seller-status-banner';

const LINKS: { to: string; label: string; end?: boolean; approvedOnly?: boolean }[] = [
  { to: '/seller', label: 'Dashboard', end: true },
  { to: '/seller/manage-products', label: 'Products' },
  { to: '/seller/size-charts', label: 'Size charts' },
  { to: '/seller/orders', label: 'Orders', approvedOnly: true },
  { to: '/seller/returns', label: 'Returns', approvedOnly: true },
  { to: '/seller/analytics', label: 'Analytics' },
  { to: '/seller/earnings', label: 'Earnings' },
  { to: '/seller/settings', label: 'Settings' },
];

/** The seller area's frame: only a signed-in seller gets in (anyone else goes to the home page). */
export function SellerLayout() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const isSeller = Boolean(user?.isSeller && user.sellerStatus !== 'blocked');
  const profile = useSellerProfile();
  const toPack = useSellerToPack(profile.data?.status === 'approved');
  const openReturns = useOpenSellerReturns(profile.data?.status === 'approved');

  if (userPending) return <LoadingState label="Loading…" />;
  if (!isSeller) return <Navigate to="/" replace />;
  if (profile.isPending) return <LoadingState label="Loading your seller account…" />;
  if (profile.isError) {
    if (profile.error instanceof ApiRequestError && (profile.error.status === 401 || profile.error.status === 403))
      return <Navigate to="/" replace />;
    return (
      <ErrorState
        message="Failed to load seller profile"
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }

  const context: SellerContext = { profile: profile.data, approved: profile.data.status === 'approved' };
  return (
    <div className="container py-4 seller-area">
      <div className="row g-4">
        <aside className="col-12 col-lg-3">
          <div className="seller-sidebar card shadow-sm">
            <div className="card-body">
              <div className="small text-muted">Seller</div>
              <div className="fw-semibold mb-3 text-truncate" title={profile.data.brandName}>
                {profile.data.brandName}
              </div>
              <nav aria-label="Seller area">
                <ul className="nav nav-pills flex-lg-column gap-1">
                  {LINKS.map((link) => (
                    <li key={link.to} className="nav-item">
                      {link.approvedOnly && !context.approved ? (
                        <span className="nav-link disabled" aria-disabled="true">
                          {link.label}
                        </span>
                      ) : (
                        <NavLink
                          to={link.to}
                          end={link.end}
                          className={({ isActive }) => `nav-link ${isActive ? 'active' : ''}`}
                        >
                          {link.label}
                          {link.to === '/seller/orders' && toPack.data && toPack.data.count > 0 && (
                            <span className="badge text-bg-warning ms-2" data-testid="to-pack">
                              To pack: {toPack.data.count}
                            </span>
                          )}
                          {link.to === '/seller/returns' && openReturns.data !== undefined && openReturns.data > 0 && (
                            <span className="badge text-bg-warning ms-2" data-testid="open-returns">
                              Open: {openReturns.data}
                            </span>
                          )}
                        </NavLink>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </div>
        </aside>
        <div className="col-12 col-lg-9">
          <SellerStatusBanner status={profile.data.status} />
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
