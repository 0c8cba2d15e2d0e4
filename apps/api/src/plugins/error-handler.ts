// One place that turns every failure into `{ success: false, message }`: AppError with its status,
// invalid input 400, wrong JSON 400, too large 413, rate limited 429, anything else a bare 500 whose
// details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(issues: ValidationIssue[], context?: string) {
  const errors = issues.map((issue) => {
    const zodPath = issue.params?.issue?.path;
    const path = zodPath?.length
      ? zodPath.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const message = issue.params?.issue?.message ?? issue.message ?? 'is not valid';
    return { path: path || context || 'body', message };
  });
  const first = errors[0];
  // A message that is already a whole sentence for the customer (the spec's words) is sent as it is.
  const sentence = first ? /^[A-Z].*[.!]$/.test(first.message) : false;
  const message = !first
    ? 'Request is not valid'
    : sentence
      ? first.message
      : /\b(required|expected)\b/i.test(first.message) && first.path
        ? `${first.path} is required and must be valid`
        : first.path && !first.message.toLowerCase().includes(first.path.toLowerCase())
          ? `${first.path}: ${first.message}`
          : first.message;
  return { message, errors };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ success: false, code: error.code, message: error.message, ...error.details });
    }
    const fe = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
    if (fe.validation) {
      const { message, errors } = describeValidation(fe.validation, fe.validationContext);
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message, errors });
    }
    const status = fe.statusCode ?? 500;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply
        .status(400)
        .send({ success: false, code: 'BAD_REQUEST', message: 'Request body is not valid JSON' });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply
        .status(413)
        .send({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request is too large' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply
        .status(415)
        .send({ success: false, code: 'BAD_REQUEST', message: 'Send the request as JSON' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ success: false, code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, code: 'BAD_REQUEST', message: 'Request is not valid' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL', message: 'Something went wrong, please try again' });
  });
}
