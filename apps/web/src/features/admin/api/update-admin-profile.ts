import type { AdminMe } from '@onsale/core/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminMeQueryKey } from './get-admin-me';

export const updateAdminProfile = async (values: { firstName: string; lastName: string }) =>
  (await apiFetch<{ data: AdminMe }>('/admin/profile', { method: 'PUT', json: values })).data;

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (me) => queryClient.setQueryData(adminMeQueryKey, me),
  });
}
