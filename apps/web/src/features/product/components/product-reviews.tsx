import { formatShopTime } from '@onsale/core/time';
import type { MyReview } from '@onsale/core/contracts/reviews';
import { NO_REVIEWS, REVIEW_MAX_LENGTH } from '@onsale/core/storefront-texts';
import { useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useMyReview, useReviews, useSaveReview } from '../api/reviews';
import './product-reviews.css';

export function Stars({ rating, label }: { rating: number; label?: string }) {
  const rounded = Math.round(rating);
  return (
    <span className="review-stars" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rounded ? 'is-on' : ''}>
          ★
        </span>
      ))}
    </span>
  );
}

function ReviewForm({ slug, mine }: { slug: string; mine: MyReview }) {
  const save = useSaveReview(slug);
  const [rating, setRating] = useState(mine.review?.rating ?? 0);
  const [body, setBody] = useState(mine.review?.body ?? '');
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setMessage({ tone: 'danger', text: 'Choose a rating from 1 to 5 stars.' });
      return;
    }
    setMessage(null);
    save.mutate(
      { rating, body },
      {
        onSuccess: () =>
          setMessage({
            tone: 'success',
            text: mine.review ? 'Your review has been updated.' : 'Thank you for your review!',
          }),
        onError: (error) => setMessage({ tone: 'danger', text: messageOf(error, 'Failed to save your review') }),
      },
    );
  };

  return (
    <form className="review-form card card-body mb-4" onSubmit={submit} noValidate>
      <h3 className="h6">{mine.review ? 'Edit your review' : 'Write a review'}</h3>
      {mine.review?.hidden && (
        <p className="small text-muted">Your review is hidden by our team and is not shown to other shoppers.</p>
      )}
      <fieldset className="mb-2">
        <legend className="form-label fs-6">Your rating</legend>
        <div className="star-input">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'is-on' : ''}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="review-body" className="form-label">
        Your review <span className="text-muted small">(optional)</span>
      </label>
      <textarea
        id="review-body"
        className="form-control mb-1"
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <p className="small text-muted text-end mb-2">
        {body.length}/{REVIEW_MAX_LENGTH}
      </p>
      {message && (
        <div className={`alert alert-${message.tone} py-2`} role={message.tone === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      <button type="submit" className="btn btn-accent align-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : mine.review ? 'Update review' : 'Submit review'}
      </button>
    </form>
  );
}

/** The Reviews tab: the average, the count and the reviews newest first; a form for buyers it was delivered to. */
export function ProductReviews({ slug }: { slug: string }) {
  const reviews = useReviews(slug);
  const mine = useMyReview(slug);

  return (
    <div className="product-reviews">
      {mine.data &&
        (mine.data.canReview ? (
          <ReviewForm key={mine.data.review?.id ?? 'new'} slug={slug} mine={mine.data} />
        ) : (
          mine.data.reason && <p className="small text-muted">{mine.data.reason}.</p>
        ))}
      {reviews.isPending ? (
        <LoadingState label="Loading reviews…" />
      ) : reviews.isError ? (
        <ErrorState message="Failed to load reviews" onRetry={() => void reviews.refetch()} />
      ) : reviews.data.count === 0 ? (
        <p className="mb-0">{NO_REVIEWS}</p>
      ) : (
        <>
          <p className="d-flex align-items-center gap-2 mb-3">
            <Stars rating={reviews.data.average ?? 0} label={`Average rating ${reviews.data.average} out of 5`} />
            <span className="fw-semibold">{reviews.data.average?.toFixed(1)}</span>
            <span className="text-muted">
              ({reviews.data.count} {reviews.data.count === 1 ? 'review' : 'reviews'})
            </span>
          </p>
          <ul className="list-unstyled mb-0">
            {reviews.data.reviews.map((review) => (
              <li key={review.id} className="border-top py-3" data-testid="review">
                <div className="d-flex justify-content-between flex-wrap gap-2">
                  <Stars rating={review.rating} />
                  <span className="small text-muted">
                    {review.author} · {formatShopTime(review.createdAt, 'date')}
                  </span>
                </div>
                {review.body && <p className="mb-0 mt-2 review-body">{review.body}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
