/** The shape of every id the database gives out (a UUID, any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: check it before it reaches PostgreSQL, which would fail on the uuid cast. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
