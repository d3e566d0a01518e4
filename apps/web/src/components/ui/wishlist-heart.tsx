import { useNavigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useWishlist } from '../../lib/wishlist/get-wishlist';
import { useToggleWishlist } from '../../lib/wishlist/toggle-wishlist';
import './account-widgets.css';

function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

/**
 * The heart on product cards and the product page: saves the product to the wishlist or removes
 * it. Signed-out shoppers are sent to the login, and come back here afterwards.
 */
export function WishlistHeart({
  productId,
  productName,
  className = '',
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  const { data: user } = useCurrentUser();
  const { data: items } = useWishlist();
  const toggle = useToggleWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = toggle.isPending && toggle.variables?.productId === productId;
  // While the change is on its way the heart already shows where it is going.
  const stored = Boolean(items?.some((item) => item.product.id === productId));
  const saved = pending ? !toggle.variables!.saved : stored;
  return (
    <button
      type="button"
      className={`wishlist-heart ${saved ? 'is-saved' : ''} ${className}`}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={pending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!user) {
          void navigate(`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
          return;
        }
        toggle.mutate({ productId, saved: stored });
      }}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
