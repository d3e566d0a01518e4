import type { AdminLogin, AdminMe } from '@onsale/core/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminLogin = async (values: AdminLogin) =>
  (await apiFetch<{ data: AdminMe }>('/admin/auth/login', { method: 'POST', json: values })).data;

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
