import path from 'node:path';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { apiErrorSchema } from '@onsale/core/contracts/api';
import { categoryNodeSchema } from '@onsale/core/contracts/catalogue';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../modules/accounts/session.service';
import { serverRoot } from '../server-root';

/** The committed API description: `npm run openapi -w @onsale/server` writes it, the tests hold it to the app. */
export const apiDocumentFile = path.resolve(serverRoot, '../../docs/openapi.json');

/** The description as committed: the document `/api/docs/json` serves, indented, one trailing newline. */
export const apiDocumentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

/** The error statuses the API answers, always with the one error body (`apiErrorSchema`). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error statuses a route answers beyond those its description derives on its own (400 for
     * every route, 401/403 from who may call it, 403 for every write, 404 for a path with a
     * parameter): a conflict, a rate limit, a refused upload, a 404 for a thing named in the body.
     */
    errors?: readonly ApiErrorStatus[];
    /** The route answers 204 without a body when it succeeds. */
    noContent?: true;
  }
}

/** Who may call a route. `optional`: anyone, and a signed-in caller's session is used. */
export type Access = 'public' | 'optional' | 'signed-in' | 'seller' | 'admin';
export type Audience = 'store' | 'account' | 'seller' | 'admin' | 'operations';

/**
 * Who may call each route, by its address: the audiences' guards (routes/<audience>/index.ts) as
 * the API description tells them. The description's test calls every route without a session and
 * holds this table to what the routes answer.
 */
const ACCESS_RULES: ReadonlyArray<readonly [RegExp, Access]> = [
  [/^\/api\/admin\/auth\//, 'public'],
  [/^\/api\/admin\//, 'admin'],
  [/^\/api\/seller\//, 'seller'],
  [/^\/api\/(me|account)(\/|$)/, 'signed-in'],
  [/^\/api\/products\/:slug\/reviews\/mine$/, 'signed-in'],
  [/^\/api\/brands\/:slug\/follow-status$/, 'signed-in'],
  // checkout and seller registration attach to the signed-in buyer; signing out ends the session sent
  [/^\/api\/(docheckout|sellers\/register|auth\/logout)$/, 'optional'],
];

export function accessOf(url: string): Access {
  return ACCESS_RULES.find(([pattern]) => pattern.test(url))?.[1] ?? 'public';
}

/** Whose part of the shop a route belongs to: the description's tags. */
export function audienceOf(url: string, access: Access = accessOf(url)): Audience {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (/^\/api\/sellers?\//.test(url)) return 'seller';
  if (/^\/api\/(health|ready)$/.test(url)) return 'operations';
  if (access === 'signed-in' || /^\/api\/(auth|me)(\/|$)/.test(url)) return 'account';
  return 'store';
}

const TAGS: ReadonlyArray<{ name: Audience; description: string }> = [
  {
    name: 'store',
    description: 'The storefront: catalogue, search, reviews, the bag, checkout and order tracking. Open to everyone.',
  },
  {
    name: 'account',
    description:
      "A buyer's account: signing up and in, the profile, orders, wishlist, brand follows, notifications and reviews.",
  },
  {
    name: 'seller',
    description: 'Becoming a seller, and the seller area: profile, pictures, products, orders and figures.',
  },
  { name: 'admin', description: 'The admin area. Every route except signing in and up needs an administrator.' },
  { name: 'operations', description: "For load balancers and supervisors: the node's health and readiness." },
];

export const SESSION_SCHEME = 'cookieAuth';

/** The answer each error status documents: the shop's words for when it happens. */
const ERROR_RESPONSES: Record<ApiErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is not valid: `message` says why, `fields` names each field at fault.',
  },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in, or the session has ended (or, when signing in, the e-mail or password is wrong).',
  },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed to do this (or a write sent from another site).' },
  404: { name: 'NotFound', description: 'The thing asked for does not exist or is not shown.' },
  409: {
    name: 'Conflict',
    description: 'Refused by the state of things: already there, changed since it was read, out of stock.',
  },
  413: { name: 'PayloadTooLarge', description: 'The upload is too large.' },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The body is in a type this call does not read (JSON, or a file where it takes one), or the upload is not a picture this shop accepts.',
  },
  422: { name: 'Unprocessable', description: 'Understood but cannot be done with what was sent.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: `Retry-After` says how many seconds to wait.' },
};

/** Component schemas by name: the recursive category tree cannot be inlined. */
const schemaRegistry = z.registry<{ id: string }>();
schemaRegistry.add(categoryNodeSchema, { id: 'CategoryNode' });
schemaRegistry.add(apiErrorSchema, { id: 'Error' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry });

const ERRORS_KEY = 'x-onsale-errors';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses of one route, derived from its address, method, input and access. */
export function errorStatusesOf(route: {
  url: string;
  method: string;
  declared?: readonly ApiErrorStatus[];
}): ApiErrorStatus[] {
  const access = accessOf(route.url);
  const unsafe = UNSAFE_METHODS.has(route.method);
  const statuses = new Set<ApiErrorStatus>(route.declared ?? []);
  // every route refuses control characters in its address and body (http/text-input.ts), besides its own schema
  statuses.add(400);
  if (access === 'signed-in' || access === 'seller' || access === 'admin') statuses.add(401);
  // writes from another site are refused whoever calls (plugins/auth.ts)
  if (access === 'seller' || access === 'admin' || unsafe) statuses.add(403);
  // a write's body in a type the shop does not read (it reads JSON, and multipart where it takes files)
  if (unsafe) statuses.add(415);
  if (route.url.includes('/:')) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

const securityOf = (access: Access): Array<Record<string, string[]>> =>
  access === 'public' ? [] : access === 'optional' ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }];

type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };

/**
 * `@fastify/swagger` options: the routes' zod schemas as JSON schemas, each operation's tag, session
 * and error answers derived here rather than written on every route, and one error body.
 */
export function apiDocumentOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'OnSale API',
        version: '1.0.0',
        description:
          'The API behind the OnSale shop, as its web app uses it. Money fields are integer paisa (Rs. 1,299 = 129900). Signing in sets the `onsale_session` cookie; every write from a browser must come from the shop\'s own site. Errors answer `{ "error": { "code", "message", "fields"? } }`.',
      },
      servers: [{ url: '/', description: 'The OnSale server that serves this document' }],
      tags: TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by signing in (buyers, sellers and admins alike).',
          },
        },
      },
    },
    transform: (document) => {
      const { schema: transformed, url } = zodTransform(document);
      if (transformed.hide) return { schema: transformed, url };
      const { errors: declared, noContent, ...schema } = transformed;
      const access = accessOf(url);
      const methods = ([] as string[]).concat(document.route.method);
      return {
        url,
        schema: {
          ...schema,
          ...(noContent && { response: { 204: { type: 'null', description: RESPONSE_DESCRIPTIONS[204] } } }),
          tags: [audienceOf(url, access)],
          security: securityOf(access),
          [ERRORS_KEY]: errorStatusesOf({ url, method: methods[0] ?? 'GET', declared }),
        },
      };
    },
    transformObject: (document) => {
      const object = zodTransformObject(document) as {
        paths?: Record<string, unknown>;
        components?: Record<string, unknown>;
      };
      const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
      const responses = Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description }) => [
          name,
          name === 'TooManyRequests'
            ? {
                description,
                headers: {
                  'Retry-After': {
                    description: 'Seconds until the limit lets this caller try again.',
                    schema: { type: 'integer' },
                  },
                },
                content: errorBody,
              }
            : { description, content: errorBody },
        ]),
      );
      const paths = Object.fromEntries(
        Object.entries(object.paths ?? {}).map(([route, item]) => [
          route,
          Object.fromEntries(
            Object.entries(item as Record<string, Operation>).map(
              ([method, { [ERRORS_KEY]: statuses, ...operation }]) => [
                method,
                {
                  ...operation,
                  ...(revalidated(route, method) && {
                    parameters: [...((operation.parameters as unknown[]) ?? []), IF_NONE_MATCH],
                  }),
                  responses: {
                    ...describedResponses(operation.responses ?? {}),
                    ...(route.endsWith('.csv') ? { 200: CSV_FILE } : {}),
                    ...(route.endsWith('.pdf') ? { 200: PDF_FILE } : {}),
                    ...(revalidated(route, method) && {
                      200: withEtag(describedResponses(operation.responses ?? {})[200]),
                      304: { $ref: '#/components/responses/NotModified' },
                    }),
                    ...Object.fromEntries(
                      (statuses as ApiErrorStatus[]).map((status) => [
                        status,
                        { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` },
                      ]),
                    ),
                  },
                },
              ],
            ),
          ),
        ]),
      );
      return withoutUnusedComponents({
        ...object,
        paths,
        components: { ...object.components, responses: { ...responses, NotModified: NOT_MODIFIED } },
      });
    },
  };
}

/**
 * Every GET answered with a text or JSON body carries an `ETag` (@fastify/etag, or the prepared
 * answers of `http/prepared-body.ts`) and answers 304 without a body to a client that sends it back
 * in `If-None-Match`: a browser revalidating its copy. A CSV download is streamed, so it has none.
 */
const revalidated = (route: string, method: string) => method === 'get' && !route.endsWith('.csv');

const ETAG_HEADER = {
  description: "The answer's entity tag: send it back in `If-None-Match` to hear 304 while it is current.",
  schema: { type: 'string' },
};

const IF_NONE_MATCH = {
  in: 'header',
  name: 'If-None-Match',
  required: false,
  description: 'The `ETag` of the copy the client holds: the answer is 304, without a body, while it is current.',
  schema: { type: 'string' },
};

const NOT_MODIFIED = {
  description: 'Not modified: the copy named in `If-None-Match` is current.',
  headers: { ETag: ETAG_HEADER },
};

const withEtag = (response: unknown) => {
  const described = (response ?? { description: RESPONSE_DESCRIPTIONS[200] }) as { headers?: Record<string, unknown> };
  return { ...described, headers: { ...described.headers, ETag: ETAG_HEADER } };
};

/** A `….csv` route streams a download (`http/csv-export.ts`) rather than answering JSON. */
const CSV_FILE = {
  description: 'A CSV file: UTF-8 with a byte-order mark, a header row, one row per line',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

/** A `….pdf` route answers a document (the seller's packing slip). */
const PDF_FILE = {
  description: 'A PDF document',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  202: 'Accepted: it goes on in the background',
  204: 'Done, nothing to send back',
  503: 'The node cannot serve now: its database is unreachable, or it is shutting down',
};

/** The routes' own answers say what they are rather than `@fastify/swagger`'s "Default Response". */
function describedResponses(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const described = response as { description?: string };
      return [
        status,
        described.description === 'Default Response' && RESPONSE_DESCRIPTIONS[status]
          ? { ...described, description: RESPONSE_DESCRIPTIONS[status] }
          : response,
      ];
    }),
  );
}

type Components = Partial<Record<'schemas' | 'responses', Record<string, unknown>>>;

/** Only the component schemas and responses something refers to (zod's registry also offers input twins). */
function withoutUnusedComponents<T extends { components?: Components }>(object: T): T {
  const components = object.components ?? {};
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value ?? null).matchAll(/"#\/components\/(schemas|responses)\/([^"]+)"/g)].map(
      (match) => `${match[1]}/${match[2]}`,
    );
  const kept = new Set<string>();
  let found = refsIn({ ...object, components: { ...components, schemas: undefined, responses: undefined } });
  while (found.length > 0) {
    const fresh = found.filter((key) => !kept.has(key));
    for (const key of fresh) kept.add(key);
    found = fresh.flatMap((key) => {
      const [kind, name] = key.split('/') as ['schemas' | 'responses', string];
      return refsIn(components[kind]?.[name]);
    });
  }
  const keep = (kind: 'schemas' | 'responses') =>
    Object.fromEntries(Object.entries(components[kind] ?? {}).filter(([name]) => kept.has(`${kind}/${name}`)));
  return { ...object, components: { ...components, schemas: keep('schemas'), responses: keep('responses') } };
}
