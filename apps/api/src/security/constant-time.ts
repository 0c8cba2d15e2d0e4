// Comparing a secret someone sent with the one we hold, in constant time: how long a refusal takes
// shows neither the length nor the first wrong character. One copy for every check (OTP hashes, the
// gateway's signatures, the metrics token), so a fix to it reaches them all.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Two hex strings (hashes, HMAC signatures): equal, compared in constant time; anything not hex is unequal. */
export function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b)) return false;
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Two secrets of any length (tokens): compared as digests of equal length, in constant time. */
export const sameSecret = (given: string, held: string) => timingSafeEqual(digest(given), digest(held));
