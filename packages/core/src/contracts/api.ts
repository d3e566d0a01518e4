import { z } from 'zod';

/**
 * Default messages read after the field's name ("email is required", "price must be a number"),
 * so an API error and a form error say the same thing. Shop texts from the spec start with a
 * capital letter and are shown as they are.
 */
z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null) return 'is required';
    switch (issue.code) {
      case 'invalid_type':
        return `must be ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
      case 'too_small':
        return issue.origin === 'string'
          ? issue.minimum === 1
            ? 'is required'
            : `must be at least ${issue.minimum} characters`
          : issue.origin === 'array'
            ? `must have at least ${issue.minimum}`
            : `must be at least ${issue.minimum}`;
      case 'too_big':
        return issue.origin === 'string'
          ? `must be at most ${issue.maximum} characters`
          : issue.origin === 'array'
            ? `must have at most ${issue.maximum}`
            : `must be at most ${issue.maximum}`;
      case 'invalid_format':
        return issue.format === 'email'
          ? 'must be a valid e-mail address'
          : issue.format === 'url'
            ? 'must be a valid URL'
            : 'is not valid';
      case 'invalid_value':
        return `must be one of ${issue.values.map(String).join(', ')}`;
      case 'unrecognized_keys':
        return `has unknown field ${issue.keys.join(', ')}`;
      default:
        return 'is not valid';
    }
  },
});

// In the browser the page's Content-Security-Policy forbids eval: validate without zod's compiled
// fast path there. The server keeps it.
if ('document' in globalThis) z.config({ jitless: true });

/** "price" + "must be a number" → "price must be a number"; a shop text is kept as it is. */
export function fieldMessage(field: string, message: string): string {
  return /^[a-z]/.test(message) ? `${field} ${message}` : message;
}

/** Every failure the API answers: an HTTP status and this body. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** what the thing refused looks like now, for a client to show (a stale product form's 409) */
    current: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>['error'];

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** One page of a list, as every paged call answers it (`pageOf` is its schema). */
export interface Paged<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

export function pageOf<T extends z.ZodType>(schema: T) {
  return z.object({
    data: z.array(schema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export const pagingQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'must be a whole number from 1' })
    .int('must be a whole number from 1')
    .min(1, 'must be a whole number from 1')
    .max(10_000, 'is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a whole number from 1 to 60' })
    .int('must be a whole number from 1 to 60')
    .min(1, 'must be a whole number from 1 to 60')
    .max(60, 'must be a whole number from 1 to 60')
    .default(24),
});
