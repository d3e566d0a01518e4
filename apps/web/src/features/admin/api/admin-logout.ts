import { apiFetch } from '../../../lib/api-client';

export const adminLogout = () => apiFetch<unknown>('/admin/auth/logout', { method: 'POST', json: {} });
