// The one error type of the API. Services throw it; the error handler turns it into
// `{ success: false, code, message }` with the code's status (the code list lives in the domain, so
// the web branches on the same codes).
import { ERROR_CODES, type ErrorCode } from '@khabar/domain';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);

/**
 * A refusal about one field of the request: the envelope's `errors` names it by the API's path (as a
 * validation error does), so a form marks the field without reading the words.
 */
export const fieldRefusal = (code: ErrorCode, path: string, message: string) =>
  new AppError(code, message, { errors: [{ path, message }] });
