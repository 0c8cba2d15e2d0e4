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
import { ERROR_CODES, type ErrorCode } from '@khabar/domain';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from './require-user.ts';

/**
 * What a route's schema cannot say without changing what the route does, for the document only: the
 * schema of an answer sent as pre-encoded bytes (decision 002) or as a file, a body the route reads
 * itself (a signed webhook's exact bytes, a multipart form), the parameters of a route that parses its
 * own. Never compiled into a validator or serializer; the drift test (openapi-drift.test.ts) checks it
 * against real answers instead.
 */
export interface OpenApiExtras {
  /** Answers by status: a zod schema (JSON), or `{ description, content: { type: { schema } } }`. */
  response?: Record<string, unknown>;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** The body's media types when not JSON (`multipart/form-data`). */
  consumes?: string[];
  /** Answers with no body (a redirect), by status: what they mean. */
  bare?: Record<string, string>;
}
declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiExtras;
  }
}

/**
 * A multipart form (an upload), read by the route's own handler rather than a body schema: its text
 * fields, its file field `photo`, and an example of the text fields (the file is any photo's bytes).
 */
export const multipartForm = (
  fields: z.ZodObject,
  { photo, example }: { photo: 'required' | 'optional'; example: Record<string, unknown> },
): OpenApiExtras => {
  const file = z
    .string()
    .meta({ contentMediaType: 'image/*', description: 'The photo file (JPEG, PNG, WebP or AVIF).' });
  return {
    body: fields
      .extend({ photo: photo === 'required' ? file : file.optional() })
      .meta({ examples: [example] }),
    consumes: ['multipart/form-data'],
  };
};

/** A documented answer that is not JSON: a file, a page, a text format, by its media type. */
export const fileAnswer = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ description }) } },
});

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

/** One example answer of each code, in the words a person would see (the messages vary by call). */
const ERROR_EXAMPLES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'latitude: Invalid input: expected number, received string',
  UNAUTHORIZED: 'Please log in again.',
  FORBIDDEN: 'Only the restaurant’s own staff can do that.',
  ACCOUNT_BLOCKED: 'This account is blocked. Please contact support.',
  NOT_FOUND: 'Order not found',
  CONFLICT: 'Someone changed this a moment ago. Reload and try again.',
  PAYLOAD_TOO_LARGE: 'The photo is larger than 10 MB.',
  UNSUPPORTED_MEDIA_TYPE: 'Send JSON or a form.',
  UNPROCESSABLE: 'This dish is no longer available.',
  LOCKED: 'Too many wrong PINs: try again in 10 minutes.',
  RATE_LIMITED: 'Too many requests. Please wait a moment.',
  CODE_ALREADY_SENT: 'A code was sent a moment ago: use that one.',
  INTERNAL: 'Something went wrong. Please try again.',
  UNAVAILABLE: 'We are back in a moment. Please try again.',
};

const errorAnswer = {
  type: 'object',
  examples: Object.entries(ERROR_EXAMPLES).map(([code, message]) => ({ success: false, code, message })),
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'Branch on this, never on words.' },
    message: { type: 'string', description: 'Plain words to show the person.' },
    errors: {
      type: 'array',
      description:
        'What was wrong with each field of a refused payload, by its path in the request (`old_price`, `items.0.quantity`): a validation error, or a refusal about one field (the menu editor’s: an old price not above the price, a name already taken). The words are in the Accept-Language, as `message` is.',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/** A route's own schema with the document-only extras added (the route's own parts win). */
function withExtras(schema: FastifySchema | undefined, extras: OpenApiExtras): FastifySchema {
  const { response, consumes: _consumes, bare: _bare, ...parts } = extras;
  return {
    ...parts,
    ...schema,
    response: { ...response, ...(schema?.response as object | undefined) },
  } as FastifySchema;
}

/**
 * zod leaves out the examples of a schema that transforms when it writes the input's JSON Schema (it
 * takes them for output values); a contract's examples are requests, so they are put back.
 */
function keepRequestExamples(converted: FastifySchema, source: FastifySchema | undefined) {
  for (const part of ['body', 'params', 'querystring', 'headers'] as const) {
    const zodSchema = source?.[part];
    const json = converted[part] as { examples?: unknown[] } | undefined;
    if (!(zodSchema instanceof z.ZodType) || !json || json.examples) continue;
    const examples = z.globalRegistry.get(zodSchema)?.examples;
    if (Array.isArray(examples)) json.examples = examples;
  }
}

/**
 * A contract gives its path or query example as one object (`.meta({ examples: [{ slug: '...' }] })`);
 * OpenAPI shows an example per parameter, so each property gets its value (the document's parameters
 * are made from the properties, and an example on the object itself would be dropped).
 */
function spreadParameterExamples(schema: FastifySchema) {
  for (const part of [schema.params, schema.querystring, schema.headers] as Array<
    | { examples?: Record<string, unknown>[]; properties?: Record<string, { examples?: unknown[] }> }
    | undefined
  >) {
    const example = part?.examples?.[0];
    if (!example || !part?.properties) continue;
    for (const [name, value] of Object.entries(example))
      if (part.properties[name] && value !== undefined) part.properties[name].examples ??= [value];
  }
}

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
      const extras = input.route.config?.openapi;
      const { schema: converted, url } = jsonSchemaTransform(
        extras ? { ...input, schema: withExtras(input.schema, extras) } : input,
      );
      const schema = (converted ?? {}) as FastifySchema & { hide?: boolean };
      if (schema.hide) return { schema, url };
      keepRequestExamples(schema, extras ? withExtras(input.schema, extras) : input.schema);
      const auth = authOf(input.route);
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      // @fastify/swagger writes no content for a `null` answer.
      for (const [status, description] of Object.entries(extras?.bare ?? {}))
        response[status] = { type: 'null', description };
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
      spreadParameterExamples(schema);
      return {
        url,
        schema: {
          ...schema,
          ...(extras?.consumes ? { consumes: extras.consumes } : {}),
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
