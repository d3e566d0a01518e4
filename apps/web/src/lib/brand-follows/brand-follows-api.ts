import type { BrandFollow } from '@onsale/core/contracts/engagement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useCurrentUser } from '../session/use-current-user';

export const brandFollowsQueryKey = ['brand-follows'] as const;
const followStatusKey = (slug: string) => [...brandFollowsQueryKey, 'status', slug] as const;

export const getBrandFollows = async () => (await apiFetch<{ data: BrandFollow[] }>('/account/brand-follows')).data;
export const getFollowStatus = async (slug: string) =>
  (await apiFetch<{ data: { following: boolean } }>(`/brands/${encodeURIComponent(slug)}/follow-status`)).data
    .following;
export const followBrand = (brand: string) =>
  apiFetch<{ data: BrandFollow }>('/account/brand-follows', { method: 'POST', json: { brand } });
export const updateBrandFollow = (slug: string, active: boolean) =>
  apiFetch<{ data: BrandFollow }>(`/account/brand-follows/${encodeURIComponent(slug)}`, {
    method: 'PATCH',
    json: { active },
  });

export function useBrandFollows() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...brandFollowsQueryKey, 'list', user?.uid],
    queryFn: getBrandFollows,
    enabled: Boolean(user),
  });
}

/** Whether the signed-in shopper follows the brand; not asked while signed out. */
export function useFollowStatus(slug: string) {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...followStatusKey(slug), user?.uid],
    queryFn: () => getFollowStatus(slug),
    enabled: Boolean(user),
  });
}

/**
 * Follows or unfollows a brand. Following again after unfollowing reactivates the old record
 * (the server does that on POST); unfollowing switches the record off.
 */
export function useSetBrandFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, follow, known }: { slug: string; follow: boolean; known: boolean }) =>
      follow && !known ? followBrand(slug) : updateBrandFollow(slug, follow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandFollowsQueryKey }),
  });
}
