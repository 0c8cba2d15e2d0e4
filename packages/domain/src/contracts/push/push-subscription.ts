// What a browser's PushManager.subscribe() gives (PushSubscription.toJSON()): the push service's
// endpoint and the keys the server encrypts with (RFC 8291). Shared by subscribe and unsubscribe.
import { z } from 'zod';

/** Hosts a development stand-in push service may run on over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push service's endpoint: https, or http on this machine (the tests' stand-in; the service refuses
 * it in production). Push services' addresses are a few hundred characters.
 */
export const pushEndpoint = z
  .url({ protocol: /^https?$/, error: 'endpoint must be an https:// URL' })
  .max(1000, 'endpoint must be at most 1000 characters')
  .refine((v) => {
    // Not a URL at all: the check above says so.
    if (!URL.canParse(v)) return true;
    const url = new URL(v);
    return url.protocol === 'https:' || LOOPBACK.has(url.hostname);
  }, 'endpoint must be an https:// URL');

/** base64url of exactly n bytes (browsers send it unpadded; padding is allowed). */
const base64UrlBytes = (bytes: number, what: string) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), `${what} must be ${bytes} bytes in base64url`);
};

export const pushSubscriptionFields = z.object({
  endpoint: pushEndpoint,
  // An uncompressed P-256 point (65 bytes, starting 0x04) and the 16-byte auth secret.
  keys: z.object({
    p256dh: base64UrlBytes(65, 'keys.p256dh').refine((v) => v.startsWith('B'), {
      error: 'keys.p256dh must be an uncompressed P-256 public key',
    }),
    auth: base64UrlBytes(16, 'keys.auth'),
  }),
  expirationTime: z.number().nullish(),
});
