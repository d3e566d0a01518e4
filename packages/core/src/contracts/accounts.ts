import { z } from 'zod';
import { phoneNumberSchema } from '../phone';
// The shop's default messages ("email is required") must be set wherever these schemas run, the browser included.
import './api';
import { manyLines, oneLine } from './text';

// Spec texts (sections 5 and 8): shown to the buyer as they are.
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_WEAK = 'Password is too weak';
export const EMAIL_IN_USE = 'Email is already in use';
export const INVALID_EMAIL = 'Invalid email address';
export const REGISTER_FAILED = 'Failed to register user';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_BLOCKED = 'Your account has been blocked. Please contact support.';
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many failed login attempts. Please try again later.';
/** The refusal once an e-mail has had too many wrong passwords: the same whether it has an account or not. */
export const TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT = `${TOO_MANY_LOGIN_ATTEMPTS} If this e-mail address has an OnSale account, we have e-mailed it a link to choose a new password and sign in now.`;
export const LOGIN_FAILED = 'Failed to login';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
export const PASSWORD_RESET_SENT = 'If an account exists for this e-mail, we have sent a link to reset its password.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const EMAIL_VERIFY_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
export const emailVerificationSent = (email: string) => `We sent a link to verify your e-mail address to ${email}.`;

export const MIN_PASSWORD_LENGTH = 6;

const requiredText = (max: number, lines = oneLine()) => z.string().trim().min(1).max(max).check(lines);

export const emailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .check(oneLine())
  .pipe(z.email({ error: INVALID_EMAIL }));
export const passwordSchema = z
  .string()
  .min(1)
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(200)
  .check(manyLines());

/** The fields of My Profile: all required (spec section 5). */
export const profileFieldsSchema = z.object({
  username: requiredText(60),
  firstName: requiredText(80),
  lastName: requiredText(80),
  phoneNumber: phoneNumberSchema('is required'),
  address: requiredText(300, manyLines()),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const signupBodySchema = profileFieldsSchema
  .extend({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1).max(200).check(manyLines()),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Sign-in only asks that both are given: a malformed e-mail is just a wrong one. */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1).max(254).check(oneLine()),
  password: z.string().min(1).max(200).check(manyLines()),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const profileUpdateBodySchema = profileFieldsSchema;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

export const SELLER_STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** Who is signed in: what the web app needs to show the right menus (GET /api/me). */
export const meSchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  isSeller: z.boolean(),
  sellerStatus: z.enum(SELLER_STATUSES).nullable(),
  isAdmin: z.boolean(),
  /** guest orders placed with this e-mail show in the account only once it is verified */
  emailVerified: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** POST /api/auth/verify-email: the link e-mailed at sign-up (or asked for again from My Orders). */
export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFY_LINK_INVALID })
    .trim()
    .min(1, EMAIL_VERIFY_LINK_INVALID)
    .max(200, EMAIL_VERIFY_LINK_INVALID),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;
export const emailVerificationResultSchema = z.object({ email: z.string(), message: z.string() });
