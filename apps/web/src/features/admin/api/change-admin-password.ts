import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const changeAdminPassword = (values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => apiFetch<unknown>('/admin/profile/password', { method: 'PUT', json: values });

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
