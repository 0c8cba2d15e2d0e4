// The published API (issue 30): an OpenAPI 3.1 document generated from the same zod contracts the
// routes validate with (@fastify/swagger with the zod type provider's transform), so the document is
// the code's own description and cannot say something the server does not do. Each operation is
// grouped by who calls it, says whether it needs the session token (read from the route's own
// requireUser / optionalUser, not from a list kept by hand) and describes the one error answer.
// Served at /api/openapi.json, with Swagger UI's reference page at /api/docs (its scripts load only
// there, under a CSP of their own hashes). Registered before any route: @fastify/swagger collects
// routes as they are added.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@khabar/domain';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { optionalUser, requireUser } from './require-user.ts';

/** Who calls a path, in the order the reference page lists them; the first match names its group. */
const GROUPS: [tag: string, path: RegExp, description: string][] = [
  ['Live streams', /[/-]events$/, 'Server-Sent Events (text/event-stream); the answer never ends.'],
  ['Restaurant console', /^\/api\/(partner|menu-editor)\//, "A restaurant's staff: orders, menu, ratings."],
  ['Captain', /^\/api\/captain\//, 'Delivery partners: offers, trips, cash.'],
  ['Back office', /^\/api\/admin\//, 'Operators and support: restaurants, people, orders, money, audit.'],
  ['Service', /^\/(api\/(health|config|dev)|metrics|media|sandbox-pay)/, 'Health, settings, media, sandbox.'],
  [
    'Web Push',
    /^\/api\/push\//,
    'The server key; a browser subscribing (customer, restaurant staff, captain).',
  ],
  ['Customer', /^/, "The customer app's calls (the spec's names), with guests' reads."],
];

const errorAnswer = {
  type: 'object',
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'Branch on this, never on words.' },
    message: { type: 'string', description: 'Plain words to show the person.' },
    errors: {
      type: 'array',
      description: 'What was wrong with each field of a refused payload.',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

function authOf(route: RouteOptions): 'required' | 'optional' | 'none' {
  const hooks = [route.preHandler, route.onRequest].flat(2).filter(Boolean);
  if (hooks.includes(requireUser)) return 'required';
  if (hooks.includes(optionalUser)) return 'optional';
  return 'none';
}

export async function registerOpenApi(app: FastifyInstance, { brandName }: { brandName: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${brandName} API`,
        version: '1.0.0',
        description:
          'Food ordering and delivery. Money is in rupee strings with two decimals ("149.00"). Every ' +
          'refusal is the ErrorAnswer `{ success: false, code, message }`: the HTTP status follows the ' +
          'code. Calls marked with a lock need the session token verify-otp answers, as a Bearer token.',
      },
      tags: GROUPS.map(([name, , description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token verify-otp answers.' },
        },
      },
    },
    transform: (input) => {
      const { schema: converted, url } = jsonSchemaTransform(input);
      const schema = (converted ?? {}) as FastifySchema & { hide?: boolean };
      if (schema.hide) return { schema, url };
      const auth = authOf(input.route);
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      const refusal = (description: string) => ({
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
      });
      const tag = GROUPS.find(([, path]) => path.test(url))?.[0] ?? 'Customer';
      if (tag === 'Live streams')
        response['200'] ??= {
          description: 'Server-Sent Events: `event:` names and `data:` JSON lines, until the client leaves.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        };
      if (auth === 'required')
        response['401'] ??= refusal('No session, or it ended: log in again (UNAUTHORIZED).');
      response['4XX'] ??= refusal('Refused: the code says why (BAD_REQUEST, NOT_FOUND, CONFLICT, ...).');
      response['5XX'] ??= refusal('Our fault or a moment away (INTERNAL, UNAVAILABLE): try again.');
      return {
        url,
        schema: {
          ...schema,
          tags: [tag],
          ...(auth === 'none'
            ? {}
            : { security: auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }),
          response,
        } as FastifySchema,
      };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as { components?: { schemas?: object } };
      return {
        ...document,
        components: {
          ...document.components,
          schemas: { ...document.components?.schemas, ErrorAnswer: errorAnswer },
        },
      } as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: true, docExpansion: 'none', validatorUrl: null },
  });
  // Built once, on the first ask: the routes are all registered by then and do not change.
  let document: string | null = null;
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_req, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
