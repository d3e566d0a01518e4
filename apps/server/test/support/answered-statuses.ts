import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiDocumentFile } from '../../src/http/openapi';

/** Each status every API operation answered in this test file: "GET /api/products/:slug" → {200, 304, 404}. */
const answered = new Map<string, Set<number>>();

/** Records what the app's API routes answer, to be held to the API description after the file's tests. */
export function recordAnswers(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // the description itself (/api/docs) is not one of its operations
    if (!route?.startsWith('/api/') || route.startsWith('/api/docs')) return;
    const key = `${request.method} ${route}`;
    const statuses = answered.get(key) ?? new Set<number>();
    statuses.add(reply.statusCode);
    answered.set(key, statuses);
  });
}

type ApiDocument = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
let document: ApiDocument | undefined;

/**
 * The answers the committed description (docs/openapi.json) does not allow: a status its operation
 * does not declare, or an operation it does not describe. A HEAD is its GET without the body.
 */
export function undescribedAnswers(): string[] {
  document ??= JSON.parse(fs.readFileSync(apiDocumentFile, 'utf8')) as ApiDocument;
  const found: string[] = [];
  for (const [key, statuses] of answered) {
    const [method, route] = key.split(' ') as [string, string];
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[path]?.[method === 'HEAD' ? 'get' : method.toLowerCase()];
    for (const status of statuses)
      if (!operation?.responses[String(status)])
        found.push(
          `${key} answered ${status}, which ${operation ? 'its description does not declare' : 'is not described'}`,
        );
  }
  answered.clear();
  return found;
}
