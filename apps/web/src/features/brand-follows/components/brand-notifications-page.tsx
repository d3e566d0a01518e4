import {
  BRAND_FOLLOWS_LOAD_FAILED,
  BRAND_SUBSCRIBE_FAILED,
  subscriptionUpdateFailed,
} from '@onsale/core/storefront-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useBrandFollows, useSetBrandFollow } from '../../../lib/brand-follows/brand-follows-api';
import { useBrands } from '../../../lib/catalogue/get-brands';

/** Brand Notifications: brand, status and a switch per followed brand, active first then by name. */
export function BrandNotificationsPage() {
  const { data: follows, isPending, isError, error, refetch } = useBrandFollows();
  const brands = useBrands();
  const setFollow = useSetBrandFollow();
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');

  const followedSlugs = new Set((follows ?? []).map((f) => f.brand.slug));
  const unfollowed = (brands.data ?? []).filter((b) => !followedSlugs.has(b.slug));

  const toggle = (slug: string, name: string, active: boolean) => {
    setFailure(null);
    setFollow.mutate(
      { slug, follow: active, known: true },
      { onError: () => setFailure(subscriptionUpdateFailed(name)) },
    );
  };

  return (
    <div className="container py-4 account-page">
      <h1 className="page-title">Brand Notifications</h1>
      <p className="text-muted">
        Follow brands to hear when they add a product or raise a discount: a bell in the menu shows what is new, and we
        e-mail you at most once a day.
      </p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {unfollowed.length > 0 && (
        <form
          className="d-flex flex-wrap gap-2 mb-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            setFailure(null);
            setFollow.mutate(
              { slug: chosen, follow: true, known: false },
              {
                onSuccess: () => setChosen(''),
                onError: (error) => setFailure(messageOf(error, BRAND_SUBSCRIBE_FAILED)),
              },
            );
          }}
        >
          <label htmlFor="follow-brand" className="visually-hidden">
            Brand to follow
          </label>
          <select
            id="follow-brand"
            className="form-select w-auto"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Choose a brand to follow…</option>
            {unfollowed.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-accent" disabled={!chosen || setFollow.isPending}>
            Follow
          </button>
        </form>
      )}
      {isPending ? (
        <LoadingState label="Loading your brand subscriptions…" />
      ) : isError ? (
        <ErrorState error={error} message={BRAND_FOLLOWS_LOAD_FAILED} onRetry={() => void refetch()} />
      ) : follows.length === 0 ? (
        <EmptyState message="You don't follow any brands yet.">
          <Link to="/" className="btn btn-outline-accent">
            Browse brands
          </Link>
        </EmptyState>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Brand</th>
                <th scope="col">Status</th>
                <th scope="col">Notifications</th>
              </tr>
            </thead>
            <tbody>
              {follows.map((follow) => {
                const switchId = `follow-${follow.brand.slug}`;
                return (
                  <tr key={follow.id} data-testid="brand-follow-row">
                    <td>
                      <Link to={`/brand/${follow.brand.slug}`}>{follow.brand.name}</Link>
                    </td>
                    <td>
                      <span className={`badge ${follow.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                        {follow.active ? 'Active' : 'Inactive'}
                      </span>
                    </td>
                    <td>
                      <div className="form-check form-switch mb-0">
                        <input
                          id={switchId}
                          className="form-check-input"
                          type="checkbox"
                          role="switch"
                          checked={follow.active}
                          disabled={setFollow.isPending && setFollow.variables?.slug === follow.brand.slug}
                          onChange={(event) => toggle(follow.brand.slug, follow.brand.name, event.target.checked)}
                        />
                        <label className="form-check-label visually-hidden" htmlFor={switchId}>
                          Notifications from {follow.brand.name}
                        </label>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
