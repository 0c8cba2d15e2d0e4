import type { BodySchema, NoBody, RequestBody } from '@khabar/domain/contracts/common/request-body';
import { type ErrorCode, isErrorCode } from '@khabar/domain/errors/error-codes';
import { t } from '@lingui/core/macro';
import type { TypedForm } from './form-body.ts';
import { noteServerDate } from './server-clock.ts';

/** A refusal or failure of an API call, carrying the server's words for the user and its code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error code (absent when the server was not reached): branch on this, not on words. */
    readonly code?: ErrorCode,
    /** The whole answer, for refusals that carry more (place-order's 409 carries the new bill). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

// The session token is read straight from storage (not from the session store) so this module stays
// small on the first screens; a 401 on a call that carried it means the session ended.
export function storedToken(): string | null {
  try {
    return (
      (JSON.parse(localStorage.getItem('user') ?? 'null') as { auth_token?: string } | null)?.auth_token ??
      null
    );
  } catch {
    return null;
  }
}

/**
 * `S` is the route's body schema (`typeof xBody`, a type-only import of its contract): the body is
 * what that schema accepts, or a multipart form typed by it, so a contract change breaks the web build.
 * A call that names no schema sends no body: an untyped body does not compile.
 */
interface RequestOptions<S extends BodySchema = NoBody> {
  method?: 'GET' | 'POST' | 'PUT';
  body?: RequestBody<S> | TypedForm<S>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls the same-origin API and returns its JSON; a non-2xx answer becomes an ApiError. */
export async function apiRequest<T, S extends BodySchema = NoBody>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<T> {
  return (await apiExchange<T>(path, options)).data;
}

/**
 * A page of a list whose answer is a bare array (the spec's shape), with the page after it as the
 * server names it in a header (null on the last page).
 */
export async function apiPage<T, S extends BodySchema = NoBody>(
  path: string,
  header: string,
  options: RequestOptions<S> = {},
): Promise<{ data: T; nextPage: number | null }> {
  const { data, headers } = await apiExchange<T>(path, options);
  const next = Number(headers.get(header));
  return { data, nextPage: Number.isInteger(next) && next > 1 ? next : null };
}

async function apiExchange<T>(
  path: string,
  { method = 'POST', body, signal, headers: extraHeaders }: Omit<RequestOptions, 'body'> & { body?: unknown },
): Promise<{ data: T; headers: Headers }> {
  const token = storedToken();
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  // The server answers its messages in the language on the screen (html's lang, set by the i18n
  // module), whatever the browser's own list says.
  const language = document.documentElement.lang;
  if (language && !headers['accept-language']) headers['accept-language'] = language;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  let res: Response;
  const sentAt = Date.now();
  try {
    res = await fetch(`/api/${path}`, {
      method,
      signal,
      headers,
      // The device cookie goes with every call: a login code is tried only by the browser that asked
      // for it (decision 025). Same-origin is fetch's default; said here so no one turns it off.
      credentials: 'same-origin',
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(t`You seem to be offline. Check your connection and try again.`, 0);
  }
  noteServerDate(res.headers.get('date'), sentAt, Date.now());
  const data = await res.json().catch(() => null);
  if (res.status === 401 && token) {
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
  }
  if (!res.ok) {
    throw new ApiError(
      data?.message ?? t`Something went wrong. Please try again.`,
      res.status,
      isErrorCode(data?.code) ? data.code : undefined,
      data,
    );
  }
  return { data: data as T, headers: res.headers };
}

/** The URL of an image field: image paths are relative to the media base. */
export const mediaUrl = (path: string | null | undefined) =>
  path ? `/media/${path}` : '/media/default/item.svg';

/** Whether an error is the API's answer with this code. */
export const hasErrorCode = (err: unknown, code: ErrorCode): boolean =>
  err instanceof ApiError && err.code === code;

/** TanStack Query retry policy: a 404 will not change on retry; anything else is tried once more. */
export const retryUnlessNotFound = (failures: number, err: Error) =>
  !hasErrorCode(err, 'NOT_FOUND') && failures < 1;

/**
 * The request field a refusal is about, by its path in the request (`old_price`): the first of the
 * envelope's `errors`, which validation errors and a service's refusals about one field carry. Null
 * when the refusal names none. A form marks the field by this, never by reading the words.
 */
export function refusedField(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const errors = (err.data as { errors?: unknown } | null | undefined)?.errors;
  const path: unknown = Array.isArray(errors) ? errors[0]?.path : undefined;
  return typeof path === 'string' ? path : null;
}
