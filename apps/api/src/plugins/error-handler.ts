// One place that turns every failure into `{ success: false, message }`: AppError with its status,
// invalid input 400, wrong JSON 400, too large 413, rate limited 429, the database away 503, anything
// else a bare 500 whose details stay in the log.

import { isDatabaseUnavailable } from '@khabar/db';
import { translateServerMessage } from '@khabar/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { refusalLanguage } from './answer-language.ts';

interface ZodIssue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  expected?: string;
}

/** A validation error as fastify-type-provider-zod reports it: zod's code as `keyword`, its details in `params`. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: ZodIssue & { issue?: ZodIssue };
}

/** zod's own wording ("Too big: expected string to have <=80 characters"), as opposed to ours. */
const ZOD_DEFAULT = /^(Too (big|small)|Invalid input|Invalid option|Unrecognized key)/;

/** What a message about no one field (a body that is not an object) calls it. */
const WHOLE_REQUEST = 'The request';

/** Plain words for zod's default messages: what is wrong with the field, never a guess like "required". */
function plainMessage(path: string, issue: ZodIssue | undefined, raw: string): string {
  const field = path || WHOLE_REQUEST;
  switch (issue?.code) {
    case 'too_big':
      if (issue.origin === 'string') return `${field} is too long (at most ${issue.maximum} characters)`;
      if (issue.origin === 'array') return `${field} has too many items (at most ${issue.maximum})`;
      return `${field} is too large (at most ${issue.maximum})`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} is too short (at least ${issue.minimum} characters)`;
      }
      if (issue.origin === 'array') return `${field} needs at least ${issue.minimum} item(s)`;
      return `${field} is too small (at least ${issue.minimum})`;
    case 'invalid_type':
      return /received undefined/.test(raw)
        ? `${field} is required`
        : `${field} must be ${/^[aeiou]/.test(issue.expected ?? '') ? 'an' : 'a'} ${issue.expected}`;
    default:
      return `${field} is not valid`;
  }
}

function describeValidation(issues: ValidationIssue[], context?: string) {
  const errors = issues.map((issue) => {
    const zodPath = issue.params?.issue?.path;
    const path = zodPath?.length
      ? zodPath.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const raw = issue.params?.issue?.message ?? issue.message ?? 'is not valid';
    const details = issue.params?.issue ?? { ...issue.params, code: issue.keyword };
    const message = ZOD_DEFAULT.test(raw) ? plainMessage(path, details, raw) : raw;
    return { path: path || context || 'body', message };
  });
  const first = errors[0];
  // A message that is already a whole sentence for the customer (the spec's words) is sent as it is;
  // so is one that names its field (an item of a list, "category_ids.0", by the list's name) or is
  // about the request as a whole.
  const sentence = first ? /^[A-Z].*[.!]$/.test(first.message) : false;
  const named = first
    ? first.message.toLowerCase().includes(first.path.replace(/(\.\d+)+$/, '').toLowerCase()) ||
      first.message.startsWith(`${WHOLE_REQUEST} `)
    : false;
  const message = !first
    ? 'Request is not valid'
    : sentence || named
      ? first.message
      : /^(is|are|must|cannot|can|has|needs)\b/.test(first.message)
        ? `${first.path} ${first.message}`
        : `${first.path}: ${first.message}`;
  return { message, errors };
}

interface FieldError {
  path: string;
  message: string;
}
const isFieldErrors = (value: unknown): value is FieldError[] =>
  Array.isArray(value) && value.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string');

/** `brandName` names the service in the one message that speaks of it (BRAND_NAME). */
export function registerErrorHandler(app: FastifyInstance, { brandName }: { brandName: string }): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The answer's words in the language on the asker's screen (issue 28); the back office is English.
    const language = refusalLanguage(request);
    const say = (message: string) => translateServerMessage(message, language);
    // Each field's words too: a form shows them beside the field the path names.
    const sayEach = (errors: FieldError[]) => errors.map((e) => ({ path: e.path, message: say(e.message) }));
    if (error instanceof AppError) {
      // A refusal that is ours (an SMS gateway down, a budget spent) is worth a line in the log. Details
      // add to the envelope; they never replace its success, code or message.
      if (error.status >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      const errors = error.details?.errors;
      return reply.status(error.status).send({
        ...error.details,
        ...(isFieldErrors(errors) && { errors: sayEach(errors) }),
        success: false,
        code: error.code,
        message: say(error.message),
      });
    }
    const fe = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
    if (fe.validation) {
      const { message, errors } = describeValidation(fe.validation, fe.validationContext);
      return reply
        .status(400)
        .send({ success: false, code: 'BAD_REQUEST', message: say(message), errors: sayEach(errors) });
    }
    const status = fe.statusCode ?? 500;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply
        .status(400)
        .send({ success: false, code: 'BAD_REQUEST', message: say('Request body is not valid JSON') });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply
        .status(413)
        .send({ success: false, code: 'PAYLOAD_TOO_LARGE', message: say('Request is too large') });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply
        .status(415)
        .send({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: say('Send the request as JSON') });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ success: false, code: 'RATE_LIMITED', message: say('Too many requests, try again later') });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, code: 'BAD_REQUEST', message: say('Request is not valid') });
    }
    // The database restarting or failing over is not a bug: the pool reconnects by itself, so the
    // client is told to try again shortly (load balancers and the web app's retry read the 503).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          success: false,
          code: 'UNAVAILABLE',
          message: say(`${brandName} is briefly unavailable. Please try again in a moment.`),
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL', message: say('Something went wrong, please try again') });
  });
}
