import { apiFetch } from '../../../lib/api-client';

/** The link e-mailed to verify an address: marks the account's e-mail verified; nobody is signed in by it. */
export const verifyEmail = async (token: string) =>
  (await apiFetch<{ data: { email: string } }>('/auth/verify-email', { method: 'POST', json: { token } })).data;
