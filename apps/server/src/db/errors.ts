const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
}

/** The PostgreSQL error of this code inside what was thrown: node-postgres and PGlite throw it, drizzle wraps it in `cause`. */
function databaseErrorOf(error: unknown, code: string): DatabaseError | undefined {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
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

/** Socket errors of a connection that could not be opened or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL's own: the server shutting down or starting, out of connections, or any connection exception (class 08). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres throws, without a code, for a connection that ended or never opened. */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether what was thrown says that the database could not be reached (as opposed to a query that
 * failed): the request did nothing and may be sent again once the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as DatabaseError).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (current instanceof Error && CONNECTION_LOST.test(current.message)) return true;
  }
  return false;
}
