import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/ui/icons';
import { KeptPart } from '../../../lib/ssr/kept-part';
import { BagButton } from './bag-button';
import { CategoryMenu } from './category-menu';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';

// The drawer is only for phones and only after a tap: its code loads on first open.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <header className="site-header">
      <p className="promo-strip mb-0">
        <span>Cash on delivery</span>
        <span className="d-none d-sm-inline">100% original brands</span>
        <span>Easy 30-day returns</span>
      </p>
      <div className="container header-main">
        <button
          type="button"
          className="header-icon-button d-lg-none"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="brand-title" aria-label="OnSale home">
          On<span>Sale</span>
        </Link>
        <SearchBox className="header-search-slot" />
        <div className="header-actions">
          <NotificationBell />
          <ProfileMenu />
          <BagButton />
        </div>
      </div>
      <KeptPart name="category-bar">
        <CategoryMenu />
      </KeptPart>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer show={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
