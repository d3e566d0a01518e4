import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminLogout = () => apiFetch<unknown>('/admin/auth/logout', { method: 'POST', json: {} });

export function useAdminLogout() {
  return useMutation({ mutationFn: adminLogout });
}
