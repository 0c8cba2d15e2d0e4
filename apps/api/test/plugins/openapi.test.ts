// The published document (issue 30): valid OpenAPI 3.1 by a kept validator, every route the server has
// is in it with who may call it, and answers the server gives match the schemas it documents, so the
// document cannot drift from the code unnoticed.
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  tags: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

let t: TestApp;
let doc: Document;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => routes.push(r) });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t?.close());

/** Fastify's `/orders/:orderId/events` as OpenAPI writes it, `/orders/{orderId}/events`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route the server has, with its group, and nothing it has not', () => {
    const served = routes
      .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((r) => [r.method].flat().map((m) => `${String(m).toLowerCase()} ${openApiPath(r.url)}`))
      .filter((k) => !k.startsWith('head '))
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
      .sort();
    expect(documented).toEqual(served);
    expect(served.length).toBeGreaterThan(140);
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) expect(op.tags).toHaveLength(1);
  });

  // Every call's answer is described: JSON by its schema (pre-encoded answers and bodies a route reads
  // itself through the route's `config.openapi`), files and pages by their media type, a redirect by
  // its status. A route added without its answer's schema fails here.
  const UNDESCRIBED: string[] = [];

  it('describes the answer of every call but the few listed, which only shrink', () => {
    const undescribed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(
          ([, op]) =>
            !Object.entries(op.responses).some(
              ([s, r]) => (s.startsWith('2') && r.content) || s.startsWith('3'),
            ),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(undescribed.sort()).toEqual([...UNDESCRIBED].sort());
  });

  it("says which calls need the session token, from the routes' own checks", () => {
    const op = (path: string, method = 'post') => doc.paths[path]?.[method];
    expect(op('/api/place-order')?.security).toEqual([{ bearer: [] }]);
    expect(op('/api/place-order')?.responses['401']).toBeDefined();
    expect(op('/api/cart-quote')?.security).toEqual([{ bearer: [] }, {}]);
    expect(op('/api/get-delivery-restaurants')?.security).toBeUndefined();
    expect(op('/api/partner/me')?.tags).toEqual(['Restaurant console']);
    expect(op('/api/orders/{orderId}/events', 'get')?.responses['200']?.content).toHaveProperty(
      'text/event-stream',
    );
  });
});

describe("the server's answers match the documented schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The document's own shared schemas, so a $ref in an answer resolves as a client's would.
  beforeAll(() => {
    ajv.addSchema({ $id: 'doc', components: doc.components });
  });
  const schemaOf = (path: string, method: string, status: string) => {
    const op = doc.paths[path]?.[method];
    const answer = op?.responses[status] ?? op?.responses[`${status[0]}XX`];
    const schema = answer?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`no documented ${status} for ${method} ${path}`);
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  };

  const cart = {
    order: [{ id: 1, quantity: 2 }],
    delivery_type: 1,
    location: { address: 'Park Street, Kolkata', lat: 22.5526, lng: 88.3525, house: '4B' },
  };

  it.each([
    ['post', '/api/cart-quote', cart, '200'],
    ['post', '/api/get-delivery-restaurants', { latitude: 'north' }, '400'],
    ['post', '/api/get-orders', {}, '401'],
    ['post', '/api/cart-quote', { ...cart, order: [{ id: 2_000_000_000, quantity: 1 }] }, '422'],
  ] as const)('%s %s answers as documented (%j → %s)', async (method, path, body, status) => {
    const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url: path, payload: body });
    expect(String(res.statusCode)).toBe(status);
    const validate = ajv.compile(schemaOf(path, method, status));
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('a logged-in call answers as documented too', async () => {
    const { token } = await logIn(t.app, '9876543210');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-orders',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const validate = ajv.compile(schemaOf('/api/get-orders', 'post', '200'));
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the reference page', () => {
  it('is served at /api/docs with its own scripts under a CSP of their hashes, no outside origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/https?:\/\/(?!localhost)/);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
