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

// Personal data and capabilities never reach the log either, whichever line carries them: a mobile
// number keeps its last three digits (enough to tell two apart while debugging), a key, token,
// signature or code in a URL or a field is replaced. Applied to every finished line (pino's
// streamWrite hook), so Fastify's own lines, the error serializer's and every service's are covered.

/** A mobile number on its own (not inside a longer id), with or without +91. */
const PHONE = /(?<!\w)(\+?91[-\s]?)?([6-9]\d{6})(\d{3})(?!\w)/g;
/** Query parameters whose value opens something: the checkout page's key, a session, a code. */
const SECRET_PARAM =
  /([?&;](?:key|token|auth_token|otp|code|signature|razorpay_signature|secret|password)=)[^&#\s"'\\]*/gi;
const BEARER = /(bearer\s+)[\w.~+/=-]+/gi;
/** A webhook endpoint's signing secret (decision 054), wherever it appears. */
const WEBHOOK_SECRET = /whsec_[A-Za-z0-9_-]+/g;
/** Fields whose whole value is a secret. */
const SECRET_FIELDS = new Set([
  'authorization',
  'cookie',
  'token',
  'auth_token',
  'otp',
  'key',
  'signature',
  'razorpay_signature',
  'secret',
  'password',
  'secret_box',
  'secretbox',
  'khabar-signature',
]);
/** Cheap test first: most lines (the lists, the menus) carry none of it and are written as they are. */
const MAY_HOLD = new RegExp(
  `${PHONE.source}|${SECRET_PARAM.source}|bearer\\s|whsec_|"(?:${[...SECRET_FIELDS].join('|')})"`,
  'i',
);

const REDACTED = '[redacted]';

/** A piece of text with its mobile numbers masked and its keys, tokens and codes replaced. */
export function redactText(text: string): string {
  return text
    .replace(
      PHONE,
      (_m, prefix: string | undefined, _first: string, last: string) => `${prefix ?? ''}*******${last}`,
    )
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(WEBHOOK_SECRET, REDACTED);
}

function redactValue(value: unknown, key: string | null): unknown {
  if (key !== null && SECRET_FIELDS.has(key.toLowerCase()) && value !== null && typeof value !== 'object')
    return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number' && Number.isInteger(value) && redactText(String(value)) !== String(value))
    return redactText(String(value));
  if (Array.isArray(value)) return value.map((v) => redactValue(v, null));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactValue(v, k);
    return out;
  }
  return value;
}

/** pino's streamWrite hook: the finished JSON line, redacted (see above). */
export function redactLogLine(line: string): string {
  if (!MAY_HOLD.test(line)) return line;
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line), null))}\n`;
  } catch {
    // Not one JSON object (a prettified line): the text rules still apply.
    return redactText(line);
  }
}
