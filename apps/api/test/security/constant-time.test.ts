// The one constant-time comparison every secret check uses (OTP hashes, gateway signatures, the
// metrics token): equal only when equal, and anything malformed is simply unequal, never a throw.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameHex, sameSecret } from '../../src/security/constant-time.ts';

const hmac = (text: string) => createHmac('sha256', 'k').update(text).digest('hex');

describe('sameHex', () => {
  it('is equality on hex strings, whatever their case', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameHex(hmac(a), hmac(b))).toBe(a === b);
        expect(sameHex(hmac(a), hmac(a).toUpperCase())).toBe(true);
      }),
    );
  });

  it('says unequal, without throwing, for another length, non-hex or empty input', () => {
    const h = hmac('x');
    expect(sameHex(h, h.slice(0, -2))).toBe(false);
    expect(sameHex(h, `${h.slice(0, -1)}g`)).toBe(false);
    expect(sameHex('', '')).toBe(false);
    expect(sameHex(h, `${h} `)).toBe(false);
  });
});

describe('sameSecret', () => {
  it('is equality on any two strings, of any lengths', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameSecret(a, b)).toBe(a === b);
        expect(sameSecret(a, a)).toBe(true);
      }),
    );
  });
});
