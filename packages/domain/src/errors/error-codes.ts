// The one list of error codes the API answers with (`{ success: false, code, message }`) and the HTTP
// status each maps to. The server throws AppError with one of them; the web branches on the code,
// never on the words of the message, which are for people and may change.
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /**
   * The account was blocked by Khabar's support: no login, no new order (its open orders go on). The
   * login screen shows the message as it is; a logged-in page ends the session.
   */
  ACCOUNT_BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /** A step locked for a while (too many wrong delivery PINs: the customer gets a new PIN). */
  LOCKED: 423,
  RATE_LIMITED: 429,
  /**
   * A login code was sent to this number a moment ago: no new one, but the one sent is still good, so
   * the login screen keeps the code field (any other 429 means no code is on its way).
   */
  CODE_ALREADY_SENT: 429,
  /** Anything unexpected: the details stay in the server's log. */
  INTERNAL: 500,
  /** The database is away for a moment (a restart or fail-over): try again shortly. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
