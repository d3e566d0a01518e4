import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import type { WishlistItem } from '@onsale/core/contracts/engagement';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PriceTag } from '../../../components/ui/price-tag';
import { SafeImage } from '../../../components/ui/safe-image';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { apiFetch } from '../../../lib/api-client';
import { bag } from '../../../lib/bag/bag-store';
import { useWishlist } from '../../../lib/wishlist/get-wishlist';
import { useToggleWishlist } from '../../../lib/wishlist/toggle-wishlist';
import { WishlistAlertControls } from './wishlist-alert-controls';

/** Saved products with price, discount and stock; Move to Bag, Remove, and the product's alerts. */
export function WishlistPage() {
  const { data: items, isPending, isError, error, refetch } = useWishlist();
  const toggle = useToggleWishlist();
  const navigate = useNavigate();
  const [note, setNote] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);

  async function moveToBag(item: WishlistItem) {
    const card = item.product;
    setMoving(card.id);
    setNote(null);
    try {
      const product = (await apiFetch<{ data: ProductDetail }>(`/products/${encodeURIComponent(card.slug)}`)).data;
      // A product sold in several sizes or colours needs the shopper's choice on its page.
      if (product.sizes.length > 1 || product.colors.length > 1) {
        await navigate(`/product/${product.slug}`);
        return;
      }
      const result = bag.add(
        {
          id: product.id,
          slug: product.slug,
          name: product.name,
          image: product.image,
          brand: product.brand,
          website: product.website,
          size: product.sizes[0] ?? null,
          color: product.colors[0] ?? null,
          price: product.price,
          stock: product.stock,
        },
        1,
      );
      if (result.added === 0) {
        setNote(`Your bag already holds all we have of ${product.name}.`);
        return;
      }
      await toggle.mutateAsync({ productId: product.id, saved: true });
      setNote(`${product.name} moved to your bag.`);
    } catch {
      setNote('Could not move the product to your bag. Please try again.');
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="container py-4 account-page">
      <h1 className="page-title">Wishlist</h1>
      {note && (
        <div className="alert alert-info" role="status">
          {note}
        </div>
      )}
      {isPending ? (
        <LoadingState label="Loading your wishlist…" />
      ) : isError ? (
        <ErrorState error={error} message="Failed to load your wishlist" onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message="Your wishlist is empty. Tap the heart on a product to save it here.">
          <Link to="/" className="btn btn-accent">
            Discover deals
          </Link>
        </EmptyState>
      ) : (
        <ul className="list-unstyled row g-3">
          {items.map((item) => {
            const p = item.product;
            const soldOut = p.stock <= 0;
            return (
              <li key={p.id} className="col-12 col-md-6" data-testid="wishlist-item">
                <div className="card h-100">
                  <div className="card-body d-flex gap-3">
                    <Link to={`/product/${p.slug}`} className="flex-shrink-0">
                      <SafeImage
                        src={p.image}
                        alt={p.name}
                        width={96}
                        height={96}
                        className="rounded object-fit-cover"
                      />
                    </Link>
                    <div className="flex-grow-1">
                      <p className="small text-muted mb-1">{p.brand}</p>
                      <Link to={`/product/${p.slug}`} className="fw-semibold d-block mb-1">
                        {p.name}
                      </Link>
                      <PriceTag price={p.price} originalPrice={p.originalPrice} />
                      <p className="small mb-2 mt-1">
                        {p.discountPercent > 0 && (
                          <span className="badge text-bg-danger me-2">{p.discountPercent}% off</span>
                        )}
                        <span className={soldOut ? 'text-danger' : 'text-success'}>
                          {soldOut ? 'Out of stock' : `${p.stock} in stock`}
                        </span>
                      </p>
                      <div className="d-flex gap-2">
                        <button
                          type="button"
                          className="btn btn-sm btn-accent"
                          disabled={soldOut || moving === p.id}
                          onClick={() => void moveToBag(item)}
                        >
                          {moving === p.id ? 'Moving…' : 'Move to Bag'}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          disabled={toggle.isPending && toggle.variables?.productId === p.id}
                          onClick={() => toggle.mutate({ productId: p.id, saved: true })}
                        >
                          Remove
                        </button>
                      </div>
                      <WishlistAlertControls item={item} />
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
