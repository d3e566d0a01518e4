import type { LoggedError } from '@onsale/core/contracts/system';
import pino, { type Logger, type LoggerOptions } from 'pino';

/** An error this process logged; the node's id is added where the node is known. */
export type NodeError = Omit<LoggedError, 'nodeId'>;

/** How many of its last errors a process keeps, and each node's heartbeat stores. */
export const KEPT_ERRORS = 20;
const MESSAGE_LENGTH = 500;
/** pino's level number of `error`: that and `fatal` are kept. */
const ERROR_LEVEL = 50;

/** This process's last errors logged, newest first. */
const kept: NodeError[] = [];

export function lastLoggedErrors(): readonly NodeError[] {
  return kept;
}

/** Keeps one error logged (tests may feed it; the logger's hook does in a running node). */
export function keepLoggedError(error: NodeError): void {
  kept.unshift(error);
  if (kept.length > KEPT_ERRORS) kept.length = KEPT_ERRORS;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** The path alone: a query string may hold a token or an e-mail address. */
const pathOf = (url: unknown): string | null => textOf(url)?.split('?')[0] ?? null;

/**
 * What a log call says, as pino takes its arguments: `(object, message)`, `(error, message)` or
 * `(message)`; an error's own message follows the line's (`request failed: connect ECONNREFUSED`).
 */
export function loggedErrorOf(args: readonly unknown[], bindings: Record<string, unknown>): NodeError {
  const [first, second] = args;
  const fields = (first !== null && typeof first === 'object' ? first : {}) as Record<string, unknown>;
  const error = first instanceof Error ? first : fields.err instanceof Error ? fields.err : null;
  const line = typeof first === 'string' ? first : textOf(second);
  const message = [line, error?.message].filter(Boolean).join(': ') || 'error';
  const request = (fields.req ?? {}) as Record<string, unknown>;
  return {
    at: new Date().toISOString(),
    message: message.slice(0, MESSAGE_LENGTH),
    requestId: textOf(fields.reqId) ?? textOf(bindings.reqId),
    method: textOf(fields.method) ?? textOf(request.method),
    url: pathOf(fields.url) ?? pathOf(request.url),
  };
}

/**
 * pino's hook on every log call of a logger and its children (a request's logger carries its
 * `reqId`): a line at level error or above is kept as well as written. Lines below that level
 * pass straight through.
 */
export const keepErrorsHooks: NonNullable<LoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    if (level >= ERROR_LEVEL) keepLoggedError(loggedErrorOf(args, (this as Logger).bindings()));
    method.apply(this, args);
  },
};

/**
 * The app's logger when the process gives it none (tests): it writes nothing, but keeps the
 * errors, so that the System page shows them as it does on a running node.
 */
export function errorKeepingLogger(): Logger {
  return pino({ level: 'error', hooks: keepErrorsHooks }, { write: () => {} });
}
