import Offcanvas from 'react-bootstrap/Offcanvas';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BagIcon,
  BellIcon,
  BoxIcon,
  CashIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  HeartIcon,
  LogoutIcon,
  PersonIcon,
  PersonPlusIcon,
  ReturnIcon,
  StoreIcon,
} from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/safe-image';
import { useBagCount } from '../../../lib/bag/use-bag';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useLogout } from '../../../lib/session/use-logout';
import { useReturnPath } from '../hooks/use-return-path';

interface MobileDrawerProps {
  show: boolean;
  onClose: () => void;
}

/** The phone menu: categories that drill down into sub-categories (with Back), then the account links. */
export function MobileDrawer({ show, onClose }: MobileDrawerProps) {
  const categories = useCategories();
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const opened = categories.data?.find((category) => category.slug === openSlug);
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const next = useReturnPath();
  const bagCount = useBagCount();

  const accountLinks = user
    ? [
        { label: 'Account', to: '/profile', icon: PersonIcon },
        { label: 'Orders', to: '/orders', icon: BoxIcon },
        { label: 'Returns', to: '/account/returns', icon: ReturnIcon },
        { label: 'OnSale Credit', to: '/account/credit', icon: CashIcon },
        { label: 'Wishlist', to: '/wishlist', icon: HeartIcon },
        { label: 'Brand Notifications', to: '/brand-notifications', icon: BellIcon },
        user.isSeller
          ? { label: 'Seller Dashboard', to: '/seller', icon: StoreIcon }
          : { label: 'Become a Seller', to: '/become-a-seller', icon: StoreIcon },
      ]
    : [
        { label: 'Login', to: `/login?next=${next}`, icon: PersonIcon },
        { label: 'Signup', to: `/signup?next=${next}`, icon: PersonPlusIcon },
        { label: 'Wishlist', to: '/wishlist', icon: HeartIcon },
        { label: 'Account', to: '/profile', icon: PersonIcon },
        { label: 'Orders', to: '/orders', icon: BoxIcon },
      ];

  return (
    <Offcanvas
      show={show}
      onHide={onClose}
      onExited={() => setOpenSlug(null)}
      placement="start"
      aria-labelledby="drawer-title"
      className="mobile-drawer"
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="drawer-title" className="brand-title">
          On<span>Sale</span>
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <nav aria-label="Shop by category">
          {opened ? (
            <div className="drawer-level">
              <button type="button" className="drawer-row drawer-back" onClick={() => setOpenSlug(null)}>
                <ChevronLeftIcon size={18} />
                Back
              </button>
              <h2 className="drawer-heading">{opened.name}</h2>
              <ul className="drawer-grid list-unstyled">
                <li>
                  <Link to={`/category/${opened.slug}`} className="drawer-tile drawer-tile-all" onClick={onClose}>
                    <span className="drawer-tile-all-mark" aria-hidden="true">
                      All
                    </span>
                    <span>Shop all {opened.name}</span>
                  </Link>
                </li>
                {opened.children.map((child) => (
                  <li key={child.slug}>
                    <Link to={`/category/${child.slug}`} className="drawer-tile" onClick={onClose}>
                      <SafeImage src={child.image} alt="" width={96} height={96} />
                      <span>{child.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul className="list-unstyled mb-0">
              {categories.isPending && <li className="drawer-row text-body-secondary">Loading categories…</li>}
              {categories.isError && (
                <li className="drawer-row text-body-secondary">Categories could not be loaded.</li>
              )}
              {categories.data?.map((category) => (
                <li key={category.slug}>
                  {category.children.length > 0 ? (
                    <button type="button" className="drawer-row" onClick={() => setOpenSlug(category.slug)}>
                      <SafeImage src={category.image} alt="" width={40} height={40} className="drawer-row-image" />
                      <span className="flex-grow-1 text-start">{category.name}</span>
                      <ChevronRightIcon size={18} />
                    </button>
                  ) : (
                    <Link to={`/category/${category.slug}`} className="drawer-row" onClick={onClose}>
                      <SafeImage src={category.image} alt="" width={40} height={40} className="drawer-row-image" />
                      {category.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </nav>
        <nav aria-label="Your account" className="drawer-account">
          <ul className="list-unstyled mb-0">
            <li>
              <Link to="/cart" className="drawer-row" onClick={onClose}>
                <BagIcon size={20} />
                <span className="flex-grow-1">Bag</span>
                {bagCount > 0 && <span className="badge rounded-pill bg-accent">{bagCount}</span>}
              </Link>
            </li>
            {accountLinks.map(({ label, to, icon: Icon }) => (
              <li key={label}>
                <Link to={to} className="drawer-row" onClick={onClose}>
                  <Icon size={20} />
                  {label}
                </Link>
              </li>
            ))}
            {user && (
              <li>
                <button
                  type="button"
                  className="drawer-row"
                  onClick={() => {
                    onClose();
                    logout.mutate();
                  }}
                >
                  <LogoutIcon size={20} />
                  Logout
                </button>
              </li>
            )}
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
