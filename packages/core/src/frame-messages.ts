/**
 * Spec texts shown by the web app's frame (the header's menus, the sign-in guard of its routes).
 * They live apart from the contracts, which build zod schemas, so that the storefront's first
 * download does not carry zod for two sentences.
 */
export const LOGOUT_FAILED = 'Failed to logout';
export const BRAND_FOLLOWS_LOGIN_REQUIRED = 'You must be logged in to view your brand subscriptions.';
