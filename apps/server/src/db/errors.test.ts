import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, isForeignKeyViolation, isUniqueViolation, violatedUniqueKey } from './errors';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('database error'), { code, constraint });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert …'), { cause });

describe('database errors', () => {
  it('tells a unique violation as thrown and as drizzle wraps it, of any key or of the one named', () => {
    expect(isUniqueViolation(pgError('23505', 'users_email_unique'))).toBe(true);
    expect(isUniqueViolation(wrapped(pgError('23505', 'users_email_unique')))).toBe(true);
    expect(isUniqueViolation(wrapped(pgError('23505', 'users_email_unique')), 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(wrapped(pgError('23505', 'users_email_unique')), 'orders_idempotency_key_unique')).toBe(
      false,
    );
    expect(violatedUniqueKey(wrapped(pgError('23505', 'brands_slug_unique')))).toBe('brands_slug_unique');
  });

  it('does not take other failures for a unique violation', () => {
    expect(isUniqueViolation(wrapped(pgError('23503', 'orders_buyer_id_users_id_fk')))).toBe(false);
    expect(isUniqueViolation(new Error('connection lost'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(violatedUniqueKey(new Error('connection lost'))).toBe('');
  });

  it('tells a foreign key violation by its constraint', () => {
    expect(
      isForeignKeyViolation(wrapped(pgError('23503', 'orders_buyer_id_users_id_fk')), 'orders_buyer_id_users_id_fk'),
    ).toBe(true);
    expect(
      isForeignKeyViolation(
        wrapped(pgError('23503', 'orders_buyer_id_users_id_fk')),
        'account_tokens_user_id_users_id_fk',
      ),
    ).toBe(false);
    expect(isForeignKeyViolation(pgError('23505'))).toBe(false);
  });

  it('tells a database that cannot be reached from a query that failed', () => {
    expect(
      isDatabaseUnreachable(
        wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnreachable(pgError('57P01'))).toBe(true);
    expect(isDatabaseUnreachable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(pgError('23505', 'users_email_unique')))).toBe(false);
    expect(isDatabaseUnreachable(pgError('42P01'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('not a media key: x'))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
