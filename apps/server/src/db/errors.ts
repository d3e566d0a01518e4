const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
}

/** The PostgreSQL error of this code inside what was thrown: node-postgres and PGlite throw it, drizzle wraps it in `cause`. */
function databaseErrorOf(error: unknown, code: string): DatabaseError | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as DatabaseError).code === code) return current as DatabaseError;
  }
  return undefined;
}

function isViolation(error: unknown, code: string, constraint: string | undefined): boolean {
  const found = databaseErrorOf(error, code);
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
}

/** PostgreSQL's unique_violation, of any unique key or of the one named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, UNIQUE_VIOLATION, constraint);
}

/** PostgreSQL's foreign_key_violation, of any foreign key or of the one named. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, FOREIGN_KEY_VIOLATION, constraint);
}

/** PostgreSQL's check_violation, of any check constraint or of the one named. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, CHECK_VIOLATION, constraint);
}

/** The name of the unique key a unique_violation broke, or '' when there is none. */
export function violatedUniqueKey(error: unknown): string {
  const constraint = databaseErrorOf(error, UNIQUE_VIOLATION)?.constraint;
  return typeof constraint === 'string' ? constraint : '';
}
