import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeText, textProblem } from '../src/contracts/common/safe-text.ts';

describe('text every field can hold', () => {
  it('names what cannot be stored, in order of what a reader needs to know', () => {
    expect(textProblem('Rohan')).toBeNull();
    expect(textProblem('রোহন দাস 🍛')).toBeNull();
    expect(textProblem('Ro\u0000han')).toBe('contains a NUL character');
    expect(textProblem('x\ud800')).toBe('is not valid Unicode text');
    expect(textProblem('\udc00x')).toBe('is not valid Unicode text');
    expect(textProblem('Ren\uFFFD Sen')).toBe('is not valid UTF-8 text');
  });

  it('takes any well-formed text without NUL or replacement characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = text.replaceAll('\u0000', '').replaceAll('\uFFFD', '');
        expect(textProblem(clean)).toBeNull();
      }),
    );
  });

  it('refines a schema with the given message', () => {
    const name = safeText(z.string(), 'not allowed');
    expect(name.safeParse('Mitali').success).toBe(true);
    expect(name.safeParse('Mit\uFFFDali').error?.issues[0]?.message).toBe('not allowed');
  });
});
