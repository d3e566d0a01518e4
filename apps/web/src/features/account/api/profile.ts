import type { Me, ProfileUpdateBody } from '@onsale/core/contracts/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session/use-current-user';

const profileQueryKey = ['profile'] as const;

export const getProfile = async () => (await apiFetch<{ data: Me }>('/me')).data;
export const updateProfile = async (body: ProfileUpdateBody) =>
  (await apiFetch<{ data: Me }>('/me', { method: 'PUT', json: body })).data;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 0 });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(profileQueryKey, me);
      // The header greets the shopper by first name.
      queryClient.setQueryData(currentUserQueryKey, me);
    },
  });
}
