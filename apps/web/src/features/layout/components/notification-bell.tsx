import { formatShopTime } from '@onsale/core/time';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../../../lib/notifications/notifications-api';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import '../../../components/ui/account-widgets.css';

function BellIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 10a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 15 6 10z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The navbar bell of a signed-in shopper: the unread count of notifications (brand news, wishlist
 * alerts, order news) and a list of them with links to the products. Opening one marks it read.
 */
export function NotificationBell() {
  const { data: user } = useCurrentUser();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const unread = data?.unreadCount ?? 0;
  const items = data?.data ?? [];
  return (
    <div className="notification-bell-root" ref={root}>
      <button
        type="button"
        className="header-icon-button position-relative"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((shown) => !shown)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-count" data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className="notification-panel shadow" hidden={!open}>
        <div className="d-flex justify-content-between align-items-center px-3 py-2 border-bottom">
          <strong>Notifications</strong>
          {unread > 0 && (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 link-accent"
              onClick={() => markRead.mutate('all')}
            >
              Mark all as read
            </button>
          )}
        </div>
        {items.length === 0 ? (
          <p className="px-3 py-3 mb-0 text-muted small">
            No notifications yet.{' '}
            <Link to="/brand-notifications" onClick={() => setOpen(false)}>
              Follow brands
            </Link>{' '}
            to hear about their new deals.
          </p>
        ) : (
          <ul className="list-unstyled mb-0 notification-list">
            {items.map((n) => (
              <li key={n.id} className={n.read ? '' : 'is-unread'}>
                <Link
                  to={n.link ?? '/brand-notifications'}
                  className="notification-item"
                  onClick={() => {
                    setOpen(false);
                    if (!n.read) markRead.mutate(n.id);
                  }}
                >
                  <span className="notification-title">{n.title}</span>
                  <span className="notification-body">{n.body}</span>
                  <span className="notification-time">{formatShopTime(n.createdAt, 'date-time')}</span>
                </Link>
                {!n.read && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 ms-3 mb-2 link-accent"
                    onClick={() => markRead.mutate(n.id)}
                  >
                    Mark as read
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
