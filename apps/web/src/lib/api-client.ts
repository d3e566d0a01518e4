import type { ApiError } from '@onsale/core/contracts/api';
import { noteAuthResponse } from './session/session-hint';

/** A failed API call: the status and the server's message, ready to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** what the refused thing looks like now, when the server says (a stale form's 409) */
    readonly current?: unknown,
    /** the server's id of the request (`X-Request-Id`), by which its log lines are found */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/**
 * The reference to show beside a failure the shop has no words for (a 5xx): the request's id,
 * which finds the failure in the shop's logs when a shopper reports it.
 */
export function referenceOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status >= 500 ? error.requestId : undefined;
}

/** The one text shown when the shop has no words of its own for a failure: a 5xx, no connection, a bug. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * What to tell the user about a failed call. A 4xx carries the shop's own words (wrong password, already
 * subscribed, too many attempts) and is shown as it is; anything else shows `otherwise`: the generic text,
 * unless the screen names its own failure (the spec's 'Failed to login').
 */
export function messageOf(error: unknown, otherwise: string = UNEXPECTED_ERROR): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : otherwise;
}

/** How a request reaches the API: the browser's fetch, or the server's own answer while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Set once by the server that renders pages (entry-server); the browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The one way the web app calls the API: JSON in, JSON out, errors as ApiRequestError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the shop. Check your connection and try again.');
  }
  noteAuthResponse(path, response.ok);
  const body = (await response.json().catch(() => null)) as ({ error?: ApiError } & T) | null;
  if (!response.ok) {
    const error = body?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'error',
      error?.message ?? UNEXPECTED_ERROR,
      error?.fields,
      error?.current,
      response.headers.get('x-request-id') ?? undefined,
    );
  }
  return body as T;
}
