// Errors are logged without the values they carry: a failed query's parameters (names, addresses,
// phone numbers) and PostgreSQL's "detail" (the key values of a conflict) never reach the log, at any
// level. What is kept (SQL text, SQLSTATE, constraint, stack) is enough to find the fault.

const PARAMS = /\nparams: [\s\S]*$/;
const KEPT_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine', 'statusCode'] as const;

type Loggable = { [key: string]: unknown; type: string; message: string; stack: string };

const withoutParams = (text: string) => text.replace(PARAMS, '');

/** The stack's frames under the (already cleaned) message: the stack repeats the raw message. */
function safeStack(e: Error, message: string): string {
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${e.name}: ${message}`, ...frames].join('\n');
}

/** The pino serializer for `err`: everything useful about an error except the data it was about. */
export function serializeErrorSafely(err: Error, depth = 0): Loggable {
  const e = err as Error & Record<string, unknown>;
  let message = withoutParams(e.message);
  // A data exception (SQLSTATE class 22) quotes the offending input at the end of its message.
  if (typeof e.code === 'string' && e.code.startsWith('22'))
    message = message.replace(/: ".*"$/s, ': [value]');
  const out: Loggable = { type: e.name, message, stack: safeStack(e, message) };
  for (const field of KEPT_FIELDS) if (e[field] !== undefined) out[field] = e[field];
  if (e.cause !== undefined && depth < 3)
    out.cause = e.cause instanceof Error ? serializeErrorSafely(e.cause, depth + 1) : String(e.cause);
  return out;
}
