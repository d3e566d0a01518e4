import type { MyReview, ProductReviews, Review, ReviewBody } from '@onsale/core/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';

const reviewsKey = (slug: string) => ['reviews', slug] as const;

export const getReviews = async (slug: string) =>
  (await apiFetch<{ data: ProductReviews }>(`/products/${encodeURIComponent(slug)}/reviews`)).data;
export const getMyReview = async (slug: string) =>
  (await apiFetch<{ data: MyReview }>(`/products/${encodeURIComponent(slug)}/reviews/mine`)).data;
export const saveMyReview = async (slug: string, body: ReviewBody) =>
  (
    await apiFetch<{ data: Review }>(`/products/${encodeURIComponent(slug)}/reviews/mine`, {
      method: 'PUT',
      json: body,
    })
  ).data;

export function useReviews(slug: string) {
  return useQuery({ queryKey: [...reviewsKey(slug), 'list'], queryFn: () => getReviews(slug) });
}

/** Whether the signed-in shopper may review the product, and their review if they wrote one. */
export function useMyReview(slug: string) {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...reviewsKey(slug), 'mine', user?.uid],
    queryFn: () => getMyReview(slug),
    enabled: Boolean(user),
  });
}

export function useSaveReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => saveMyReview(slug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(slug) }),
  });
}
