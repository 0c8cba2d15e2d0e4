import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../src/errors/error-codes.ts';

describe('error codes', () => {
  it('map each code to its HTTP status', () => {
    expect(ERROR_CODES).toEqual({
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      ACCOUNT_BLOCKED: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      UNPROCESSABLE: 422,
      LOCKED: 423,
      RATE_LIMITED: 429,
      CODE_ALREADY_SENT: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    });
  });

  it('recognise only their own names', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('RATE_LIMITED')).toBe(true);
    for (const other of ['not_found', 'toString', 'constructor', '', 404, null, undefined, {}]) {
      expect(isErrorCode(other)).toBe(false);
    }
  });
});
