import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, createSeller, sessionCookie } from '../support/accounts';
import { createOrder } from '../support/orders';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every route of the OpenAPI document gets the bad values an attacker's probe sends: NUL, a lone
 * UTF-16 surrogate and a control character in each string field of its body, broken percent
 * escapes in each path and query parameter, as a guest and as a buyer, a seller and an admin. No
 * answer may be a 5xx, and bad text in a field is a 400 naming that field unless the caller is
 * turned away first. The routes come from the document, so a new route is swept without a new test.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type Role = 'guest' | 'buyer' | 'seller' | 'admin';
type Path = (string | number)[];

const ROLES: Role[] = ['guest', 'buyer', 'seller', 'admin'];
const BAD_TEXT: [string, string][] = [
  ['NUL', 'Probe\u0000text'],
  ['a lone surrogate', 'Probe\ud800text'],
  ['a control character', 'Probe\u0007text'],
];
/** As they arrive in a URL: NUL, an escaped percent sign, a surrogate in UTF-8, a cut-off sequence, a bare percent. */
const BAD_URL_VALUES = ['%00', 'a%25', '%ED%A0%80', '%E0%A4%A', '%'];
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

// The document is read before the tests are declared: one test per route and method.
const t: TestApp = await createTestApp();
const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

const cookies: Partial<Record<Role, string>> = {};
const known = { categorySlug: '', productSlug: '', productId: '', sellerProductId: '', brandSlug: '', orderId: '' };
let png: Buffer;

beforeAll(async () => {
  const db = t.database.db;
  const buyer = await createBuyer(db);
  const seller = await createSeller(db, 'approved');
  const admin = await createAdmin(db);
  const category = await createCategory(db, { name: 'Women' });
  const brand = await createBrand(db, { name: 'Sweep Brand' });
  const product = await createProduct(db, { category, brand });
  const sellerProduct = await createProduct(db, { category, brand }, { sellerId: seller.id, source: 'seller' });
  const order = await createOrder(db, buyer, [
    { sellerId: seller.id, items: [{ productId: sellerProduct.id, name: sellerProduct.name }] },
  ]);
  for (const [role, user] of [
    ['buyer', buyer],
    ['seller', seller],
    ['admin', admin],
  ] as const)
    cookies[role] = await sessionCookie(db, user.id);
  Object.assign(known, {
    categorySlug: category.slug,
    productSlug: product.slug,
    productId: product.id,
    sellerProductId: sellerProduct.id,
    brandSlug: brand.slug,
    orderId: order.id,
  });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

// ─── Building requests from the document ────────────────────────────────────

/** A value of a path parameter that names something that exists, so the route goes as far as it can. */
function pathValue(path: string, name: string, schema: JsonSchema | undefined): string {
  if (/slug/i.test(name))
    return path.startsWith('/api/categories/')
      ? known.categorySlug
      : path.includes('/brand')
        ? known.brandSlug
        : known.productSlug;
  if (name === 'code') return 'ONSALENOW20';
  if (name === 'orderId') return known.orderId;
  if (name === 'productId') return known.productId;
  if (path.startsWith('/api/seller/products/')) return known.sellerProductId;
  if (path.startsWith('/api/admin/products/')) return known.productId;
  if (path.startsWith('/api/admin/orders/')) return known.orderId;
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  return crypto.randomUUID();
}

function variants(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((variant) => variant.type !== 'null');
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A value that looks right for the schema (it need not pass every rule: the bad text is what is tested). */
function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf?.[0]) return sample(schema.allOf[0], name);
  const [variant] = variants(schema);
  if (variant) return sample(variant, name);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        schema.items ? sample(schema.items, name) : 'x',
      );
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema, name);
    default:
      return schema.default ?? 'x';
  }
}

function sampleText(schema: JsonSchema, name: string): string {
  if (/^product_?id$/i.test(name)) return known.productId;
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-f]{8}')) return crypto.randomUUID();
  if (schema.format === 'email' || /email/i.test(name))
    return `sweep-${crypto.randomBytes(3).toString('hex')}@example.pk`;
  if (schema.format === 'uri' || /url|website|link/i.test(name)) return 'https://example.com/sweep';
  if (/phone/i.test(name)) return '03001234567';
  if (/zip|pincode/i.test(name)) return '54000';
  if (/password/i.test(name)) return 'sweep-password-1';
  if (/image|logo/i.test(name)) return '/media/sweep.webp';
  if (schema.pattern?.includes('\\d{4}-')) return '2026-01-31';
  const text = 'Sweep text';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

/** Where a string can stand in a body of this schema: each string property, list item, and untyped field. */
function textPaths(schema: JsonSchema, path: Path = []): Path[] {
  if (schema.allOf?.[0]) return textPaths(schema.allOf[0], path);
  if (schema.enum || schema.const !== undefined) return [path];
  const options = variants(schema);
  if (options.length > 0)
    return options.some((option) => typeOf(option) === 'string') ? [path] : textPaths(options[0]!, path);
  switch (typeOf(schema)) {
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => textPaths(property, [...path, key]));
    case 'array':
      return schema.items ? textPaths(schema.items, [...path, 0]) : [[...path, 0]];
    case 'string':
    case undefined:
      return [path];
    default:
      return [];
  }
}

function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const container = (Array.isArray(body) ? [...(body as unknown[])] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  container[key!] = withValueAt(container[key!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return container;
}

function urlOf(path: string, operation: Operation, overrides: Record<string, string> = {}, query = ''): string {
  const parameters = operation.parameters ?? [];
  const filled = path.replace(
    /\{(\w+)\}/g,
    (_, name: string) =>
      overrides[name] ?? encodeURIComponent(pathValue(path, name, parameters.find((p) => p.name === name)?.schema)),
  );
  const required = parameters
    .filter((p) => p.in === 'query' && p.required && !query.includes(`${p.name}=`))
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema ?? {}, p.name)))}`);
  const search = [query, ...required].filter(Boolean).join('&');
  return search ? `${filled}?${search}` : filled;
}

function multipartBody(filename: string, field: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `sweep${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${field}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// ─── The sweep ──────────────────────────────────────────────────────────────

interface Probe {
  what: string;
  url: string;
  role: Role;
  payload?: unknown;
  headers?: Record<string, string>;
  /** the field a 400 must name, when the caller gets that far */
  field?: string;
}

/** Everything wrong with one answer: a 5xx always; a refusal that does not name the field it should. */
function problemsOf(probe: Probe, response: LightMyRequestResponse): string[] {
  const where = `${probe.role} ${probe.what}`;
  if (response.statusCode >= 500) return [`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`];
  if (!probe.field || [401, 403, 429].includes(response.statusCode)) return [];
  const fields =
    response.statusCode === 400
      ? (response.json() as { error?: { fields?: Record<string, string> } }).error?.fields
      : undefined;
  return fields?.[probe.field]
    ? []
    : [`${where}: expected 400 naming ${probe.field}, got ${response.statusCode} ${response.body.slice(0, 200)}`];
}

async function send(method: string, probe: Probe): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...(cookies[probe.role] ? { cookie: cookies[probe.role]! } : {}),
    ...probe.headers,
  };
  const payload =
    probe.payload === undefined
      ? {}
      : Buffer.isBuffer(probe.payload)
        ? { payload: probe.payload }
        : { payload: JSON.stringify(probe.payload) };
  if (probe.payload !== undefined && !Buffer.isBuffer(probe.payload)) headers['content-type'] ??= 'application/json';
  return t.app.inject({ method: method.toUpperCase() as 'GET', url: probe.url, headers, ...payload });
}

function probesFor(path: string, method: string, operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const parameters = operation.parameters ?? [];
  for (const role of ROLES) {
    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      for (const value of BAD_URL_VALUES) {
        probes.push({
          what: `path ${parameter.name}=${value}`,
          url: urlOf(path, operation, { [parameter.name]: value }),
          role,
          ...(value === '%00' ? { field: parameter.name } : {}),
        });
      }
    }
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      for (const value of BAD_URL_VALUES) {
        probes.push({
          what: `query ${parameter.name}=${value}`,
          url: urlOf(path, operation, {}, `${parameter.name}=${value}`),
          role,
          ...(value === '%00' ? { field: parameter.name } : {}),
        });
      }
    }
    const json = operation.requestBody?.content['application/json']?.schema;
    if (json) {
      const valid = sample(json);
      for (const fieldPath of textPaths(json)) {
        for (const [name, bad] of BAD_TEXT) {
          const field = fieldPath.length > 0 ? fieldPath.join('.') : 'body';
          probes.push({
            what: `body ${field} with ${name}`,
            url: urlOf(path, operation),
            role,
            payload: withValueAt(valid, fieldPath, bad),
            field,
          });
        }
      }
    } else if (WRITE_METHODS.has(method)) {
      // No body in the document: whatever arrives must still not break the route (uploads read multipart).
      for (const [name, bad] of BAD_TEXT) {
        probes.push({
          what: `unexpected JSON with ${name}`,
          url: urlOf(path, operation),
          role,
          payload: { note: bad },
        });
        const multipart = multipartBody(`${bad}.png`, bad);
        probes.push({ what: `multipart with ${name}`, url: urlOf(path, operation), role, ...multipart });
      }
    }
  }
  for (const value of ['%00', '%ED%A0%80', '%'])
    probes.push({
      what: `session cookie ${value}`,
      url: urlOf(path, operation),
      role: 'guest',
      headers: { cookie: `onsale_session=${value}` },
    });
  return probes;
}

describe('bad input on every route of the API document', () => {
  it('finds the routes to sweep, uploads and imports among them', () => {
    const routes = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/docheckout',
        'POST /api/seller/uploads',
        'POST /api/admin/imports/preview-feed',
        'POST /api/admin/imports/save',
        'GET /api/brands/{slug}/products',
      ]),
    );
  });

  for (const { path, method, operation } of operations) {
    it(`${method.toUpperCase()} ${path}`, async () => {
      const problems: string[] = [];
      const named = new Map<string, boolean>();
      for (const probe of probesFor(path, method, operation)) {
        const response = await send(method, probe);
        problems.push(...problemsOf(probe, response));
        if (probe.field) named.set(probe.what, named.get(probe.what) === true || response.statusCode === 400);
      }
      // Someone may call each route with each bad field: some caller's answer names it.
      for (const [what, wasNamed] of named)
        if (!wasNamed) problems.push(`${what}: no caller got the 400 naming the field`);
      expect(problems).toEqual([]);
    });
  }
});
