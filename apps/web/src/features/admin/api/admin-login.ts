import type { AdminLogin, AdminMe } from '@onsale/core/contracts/admin';
import { apiFetch } from '../../../lib/api-client';

export const adminLogin = async (values: AdminLogin) =>
  (await apiFetch<{ data: AdminMe }>('/admin/auth/login', { method: 'POST', json: values })).data;
