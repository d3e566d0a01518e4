import fs from 'node:fs';
import path from 'node:path';
import { apiErrorSchema } from '@onsale/core/contracts/api';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocumentFile, apiDocumentText, SESSION_SCHEME } from '../../src/http/openapi';
import { createBuyer, signIn } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let live: ApiDocument;
let buyerCookie: string;
const committed = fs.readFileSync(apiDocumentFile, 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  live = response.json();
  const buyer = await createBuyer(t.database.db);
  buyerCookie = await signIn(t.app, buyer.email);
});
afterAll(() => t.close());

/** Every operation of the document; the sign-outs last, so a sweep's session lives to the end. */
const operations = (document: ApiDocument) =>
  Object.entries(document.paths)
    .flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })),
    )
    .sort((a, b) => Number(/logout/i.test(a.route)) - Number(/logout/i.test(b.route)));

const needsSession = (operation: Operation) =>
  Boolean(operation.security?.length) && operation.security!.every((requirement) => SESSION_SCHEME in requirement);

describe('the API description', () => {
  it('is docs/openapi.json as committed (`npm run openapi` writes it again)', () => {
    const stale =
      'docs/openapi.json is not the description the app serves: run `npm run openapi` and commit docs/openapi.json';
    expect(JSON.parse(committed), stale).toEqual(live);
    expect(committed, stale).toBe(apiDocumentText(live));
  });

  it("passes Redocly's recommended rules (redocly.yaml) without an error or a warning", async () => {
    const config = await loadConfig({ configPath: path.join(apiDocumentFile, '../../redocly.yaml') });
    const problems = await lintFromString({ source: committed, absoluteRef: apiDocumentFile, config });
    expect(
      problems.map(
        (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it('names every operation: a summary and a unique camelCase operationId, tagged by audience', () => {
    const all = operations(live).map(({ operation }) => operation);
    expect(all.length).toBeGreaterThan(100);
    for (const operation of all) {
      expect(operation.summary, operation.operationId).toMatch(/^[A-Z]/);
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(['store', 'account', 'seller', 'admin', 'operations']).toContain(operation.tags?.[0]);
    }
    const ids = all.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the recursive category tree as one component', () => {
    const categories = live.paths['/api/categories']!.get!;
    expect(JSON.stringify(categories.responses['200'])).toContain('"$ref":"#/components/schemas/CategoryNode"');
  });
});

/**
 * Every operation called as the document says, once by a visitor and once by a buyer, with a made
 * up id in its path and an empty object for its body: the session the document asks for is the
 * one the route needs, and every error answer is one the operation lists, in the one error shape.
 */
describe('what the routes answer is what the description says', () => {
  // one after another: the buyer's sign-out comes last
  const sweep = async (cookie: string | undefined) => {
    const answers = [];
    for (const { route, method, operation } of operations(live)) {
      const url = route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: cookie ? { cookie } : {},
        ...(operation.requestBody ? { payload: {} } : {}),
      });
      answers.push({ name: `${method} ${route}`, operation, status: response.statusCode, body: response.body });
    }
    return answers;
  };

  const expectDocumentedError = (answer: { name: string; operation: Operation; status: number; body: string }) => {
    if (answer.status < 400) return;
    expect(
      Object.keys(answer.operation.responses),
      `${answer.name} answered ${answer.status}: ${answer.body}`,
    ).toContain(String(answer.status));
    expect(apiErrorSchema.safeParse(JSON.parse(answer.body)).success, `${answer.name}: ${answer.body}`).toBe(true);
  };

  it('a visitor hears 401 from exactly the operations that need a session (400 where the body is checked first)', async () => {
    const answers = await sweep(undefined);
    for (const answer of answers) {
      if (needsSession(answer.operation))
        expect(answer.operation.requestBody ? [400, 401] : [401], `${answer.name}: ${answer.body}`).toContain(
          answer.status,
        );
      else expect(answer.status, `${answer.name}: ${answer.body}`).not.toBe(401);
      expectDocumentedError(answer);
    }
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(50);
  });

  it("a buyer's session opens the account operations, and the seller and admin ones answer 403", async () => {
    const answers = await sweep(buyerCookie);
    for (const answer of answers) {
      const tag = answer.operation.tags?.[0];
      const name = `${answer.name}: ${answer.body}`;
      if (needsSession(answer.operation) && tag === 'admin') expect(answer.status, name).toBe(403);
      else if (needsSession(answer.operation) && tag === 'seller')
        expect(answer.operation.requestBody ? [400, 403] : [403], name).toContain(answer.status);
      else expect(answer.status, name).not.toBe(401);
      expectDocumentedError(answer);
    }
  });
});
