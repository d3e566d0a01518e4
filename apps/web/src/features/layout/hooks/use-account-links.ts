import type { CurrentUser } from '../../../lib/session/use-current-user';
import { useReturnPath } from './use-return-path';

export interface AccountLink {
  label: string;
  to: string;
}

/** The account menu for a signed-out visitor or a signed-in user, shared by the dropdown and the drawer. */
export function useAccountLinks(user: CurrentUser | null | undefined): AccountLink[] {
  const next = useReturnPath();
  if (!user) {
    return [
      { label: 'Login', to: `/login?next=${next}` },
      { label: 'Create Account', to: `/signup?next=${next}` },
    ];
  }
  return [
    { label: 'My Profile', to: '/profile' },
    { label: 'My Orders', to: '/orders' },
    { label: 'My Returns', to: '/account/returns' },
    { label: 'OnSale Credit', to: '/account/credit' },
    { label: 'Wishlist', to: '/wishlist' },
    { label: 'Brand Notifications', to: '/brand-notifications' },
    user.isSeller ? { label: 'Seller Dashboard', to: '/seller' } : { label: 'Become a Seller', to: '/become-a-seller' },
    ...(user.isAdmin ? [{ label: 'Admin', to: '/admin/dashboard' }] : []),
  ];
}
