import { z } from 'zod';
import { passwordSchema } from './accounts';
import { oneLine } from './text';

export const SET_PASSWORD_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
/** The way out of a used or expired link, offered as soon as the page opens. */
export const SEND_NEW_LINK = 'Send me a new link';

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

/** POST /api/auth/set-password/check: whether a link can still set a password, asked when its page opens. */
export const setPasswordCheckBodySchema = z.object({ token: z.string().trim().max(200).check(oneLine()) });
export const setPasswordCheckSchema = z.object({ usable: z.boolean() });
export type SetPasswordCheck = z.infer<typeof setPasswordCheckSchema>;
