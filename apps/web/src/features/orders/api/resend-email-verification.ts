import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** E-mails a new verification link to the signed-in buyer's address; answers the message to show. */
export const resendEmailVerification = async () =>
  (await apiFetch<{ data: { email: string; message: string } }>('/me/email-verification', { method: 'POST' })).data
    .message;

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
