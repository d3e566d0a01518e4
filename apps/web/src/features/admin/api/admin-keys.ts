/** Every admin query lives under this key: a change in the admin area refreshes what it shows. */
export const adminKey = ['admin'] as const;
