import { LOGOUT_FAILED } from '@onsale/core/frame-messages';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PersonIcon } from '../../../components/ui/icons';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useLogout } from '../../../lib/session/use-logout';
import { useAccountLinks } from '../hooks/use-account-links';

/**
 * The profile dropdown: Login / Create Account when signed out, the account pages and Logout when
 * signed in. A disclosure of plain links rather than a positioned menu widget, which keeps the
 * header light and leaves Tab and Enter working as on any link list.
 */
export function ProfileMenu() {
  const { data: user } = useCurrentUser();
  const links = useAccountLinks(user);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      className="profile-menu-root"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`header-icon-button ${open ? 'show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={user ? `Account menu for ${user.firstName}` : 'Account menu'}
        onClick={() => setOpen((shown) => !shown)}
      >
        <PersonIcon />
        <span className="d-none d-xl-inline ms-1 small">{user ? user.firstName : 'Account'}</span>
      </button>
      <div id={menuId} className="profile-menu shadow" hidden={!open}>
        {user && <p className="profile-menu-header">Signed in as {user.email}</p>}
        <ul className="list-unstyled mb-0">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="profile-menu-item" onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          {user && (
            <li className="profile-menu-divider">
              <button
                type="button"
                className="profile-menu-item"
                disabled={logout.isPending}
                onClick={() => {
                  setOpen(false);
                  logout.mutate();
                }}
              >
                Logout
              </button>
            </li>
          )}
        </ul>
        {logout.isError && <p className="text-danger small px-3 mb-2">{LOGOUT_FAILED}</p>}
      </div>
    </div>
  );
}
