import type { AdminSignup } from '@onsale/core/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminSignup = async (values: AdminSignup) =>
  (await apiFetch<{ data: { id: string; email: string } }>('/admin/auth/signup', { method: 'POST', json: values }))
    .data;

export function useAdminSignup() {
  return useMutation({ mutationFn: adminSignup });
}
