import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiFetch, messageOf, referenceOf, setApiTransport, UNEXPECTED_ERROR } from './api-client';

describe('messageOf', () => {
  it("shows the shop's own words for every 4xx", () => {
    expect(messageOf(new ApiRequestError(400, 'bad_request', 'Password is too weak'))).toBe('Password is too weak');
    expect(messageOf(new ApiRequestError(409, 'conflict', 'You are already subscribed to this brand'))).toBe(
      'You are already subscribed to this brand',
    );
    expect(
      messageOf(new ApiRequestError(429, 'rate_limited', 'Too many failed login attempts. Please try again later.')),
    ).toBe('Too many failed login attempts. Please try again later.');
  });

  it('shows the one generic text for a 5xx, no connection or anything unexpected', () => {
    expect(messageOf(new ApiRequestError(500, 'internal', 'Database connection refused'))).toBe(UNEXPECTED_ERROR);
    expect(messageOf(new ApiRequestError(503, 'unavailable', 'The database is unreachable'))).toBe(UNEXPECTED_ERROR);
    expect(
      messageOf(new ApiRequestError(0, 'network', 'Could not reach the shop. Check your connection and try again.')),
    ).toBe(UNEXPECTED_ERROR);
    expect(messageOf(new TypeError('x is undefined'))).toBe(UNEXPECTED_ERROR);
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred. Please try again.');
  });

  it("shows the screen's own failure instead of the generic text when it names one", () => {
    expect(messageOf(new ApiRequestError(502, 'bad_gateway', 'Bad gateway'), 'Failed to login')).toBe(
      'Failed to login',
    );
    expect(messageOf(new ApiRequestError(401, 'unauthorized', 'Invalid email or password'), 'Failed to login')).toBe(
      'Invalid email or password',
    );
  });
});

describe('referenceOf', () => {
  it("gives the request's id of a failure the shop has no words for", async () => {
    setApiTransport(async () =>
      Response.json(
        { error: { code: 'internal', message: 'Internal error' } },
        { status: 500, headers: { 'x-request-id': 'req-5f1c2a9e' } },
      ),
    );
    const failure = await apiFetch('/products/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(referenceOf(failure)).toBe('req-5f1c2a9e');
  });

  it('gives none for a refusal in the shop’s own words, or a failure without an id', () => {
    expect(referenceOf(new ApiRequestError(404, 'not_found', 'Product not found', undefined, undefined, 'r-1'))).toBe(
      undefined,
    );
    expect(referenceOf(new ApiRequestError(503, 'unavailable', 'Unavailable'))).toBe(undefined);
    expect(referenceOf(new TypeError('x is undefined'))).toBe(undefined);
  });
});
