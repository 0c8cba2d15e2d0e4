// The device a login code is bound to (decision 025): a random id in an HttpOnly cookie, set by the
// send and sent back by the browser with the check. Only the device that asked for a code may try it,
// so a stranger's wrong guesses never touch the owner's code. The database keeps only a keyed hash.
import { createHmac, randomBytes } from 'node:crypto';

const ID = /^[A-Za-z0-9_-]{43}$/;
/** A year: the device stays known to the numbers it has logged in with. */
const MAX_AGE_S = 365 * 24 * 3600;

/**
 * In production the __Host- prefix makes the browser refuse the cookie unless it is Secure, for the
 * whole site and set by this host itself, so a neighbouring subdomain cannot plant a device id.
 */
const cookieName = (production: boolean) => (production ? '__Host-khabar-device' : 'khabar-device');

/** The device id the request's cookie carries, or null (none, or not one of ours). */
export function readOtpClient({
  cookieHeader,
  production,
}: {
  cookieHeader: string | undefined;
  production: boolean;
}): string | null {
  const name = cookieName(production);
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return ID.test(value) ? value : null;
    }
  }
  return null;
}

/** A new device id: 256 random bits. */
export const newOtpClient = () => randomBytes(32).toString('base64url');

/**
 * The Set-Cookie value: never readable by scripts (HttpOnly), never sent or set by another site's
 * request (SameSite=Strict), on every path so one browser is one device for the whole app.
 */
export const otpClientCookie = ({ id, production }: { id: string; production: boolean }) =>
  `${cookieName(production)}=${id}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Strict${production ? '; Secure' : ''}`;

/** What the database keeps of a device id: a leaked table cannot be used to pose as a device. */
export const hashOtpClient = ({ secret, id }: { secret: string; id: string }) =>
  createHmac('sha256', secret).update(`otp-client:${id}`).digest('hex');
