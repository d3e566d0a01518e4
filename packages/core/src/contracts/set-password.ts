import { z } from 'zod';
import { passwordSchema } from './accounts';
import { oneLine } from './text';

export const SET_PASSWORD_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * POST /api/auth/set-password: the one-time link of a receipt (an account made at checkout) or of a
 * password reset sets the account's password and signs the buyer in.
 */
export const setPasswordBodySchema = z.object({
  token: z
    .string({ error: SET_PASSWORD_LINK_INVALID })
    .trim()
    .min(1, SET_PASSWORD_LINK_INVALID)
    .max(200, SET_PASSWORD_LINK_INVALID)
    .check(oneLine()),
  password: passwordSchema,
});
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

export const setPasswordResultSchema = z.object({ email: z.string() });
