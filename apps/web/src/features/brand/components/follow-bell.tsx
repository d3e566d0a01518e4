import { BRAND_FOLLOW_STATUS_FAILED, BRAND_SUBSCRIBE_FAILED } from '@onsale/core/storefront-texts';
import { useState } from 'react';
import { useFollowStatus, useSetBrandFollow } from '../../../lib/brand-follows/brand-follows-api';
import { useCurrentUser } from '../../../lib/session/use-current-user';

function BellIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
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

/** The follow bell of a brand page, for signed-in shoppers only (spec section 2). */
export function FollowBell({ slug, name }: { slug: string; name: string }) {
  const { data: user } = useCurrentUser();
  const status = useFollowStatus(slug);
  const setFollow = useSetBrandFollow();
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return null;
  if (status.isError) return <p className="small text-danger mb-0">{BRAND_FOLLOW_STATUS_FAILED}</p>;
  const following = Boolean(status.data);
  return (
    <div className="align-self-start text-end">
      <button
        type="button"
        className={`btn btn-sm ${following ? 'btn-accent' : 'btn-outline-accent'} d-inline-flex align-items-center gap-1`}
        aria-pressed={following}
        disabled={status.isPending || setFollow.isPending}
        onClick={() => {
          setFailure(null);
          // Following again after unfollowing: the server reactivates the old record.
          setFollow.mutate(
            { slug, follow: !following, known: following },
            {
              onError: () =>
                setFailure(following ? `Failed to update subscription for ${name}` : BRAND_SUBSCRIBE_FAILED),
            },
          );
        }}
      >
        <BellIcon filled={following} />
        {following ? 'Following' : 'Follow'}
        <span className="visually-hidden"> {name}</span>
      </button>
      {failure && <p className="small text-danger mt-1 mb-0">{failure}</p>}
    </div>
  );
}
