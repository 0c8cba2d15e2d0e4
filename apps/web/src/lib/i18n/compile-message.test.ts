import { compileMessage as linguiCompile } from '@lingui/message-utils/compileMessage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-message.ts';

// Our subset compiler must give exactly what Lingui's own compiler gives, for every message of the
// subset: text, placeholders, plural and select (nested), # in plural cases and =N keys.
const word = fc.stringMatching(/^[A-Za-z0-9 .,!?:;()\-₹%/अ-हক-হ]{1,12}$/);
// ICU's apostrophes: a lone one is itself, '' is one, and one before a brace quotes.
const apostrophe = fc.constantFrom("Don't", "''", "'{'", "'{x}'", "'}'", "a'b");
const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,6}$/);

const message: fc.Arbitrary<string> = fc.letrec((tie) => ({
  text: fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: word },
        { weight: 1, arbitrary: apostrophe },
        { weight: 1, arbitrary: tie('arg') },
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((parts) => (parts as string[]).join('')),
  pluralText: fc
    .array(
      fc.oneof(
        word,
        fc.constant('#'),
        name.map((n) => `{${n}}`),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => parts.join('')),
  arg: fc.oneof(
    { weight: 3, arbitrary: name.map((n) => `{${n}}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(name, tie('pluralText'), tie('pluralText'), fc.boolean())
        .map(([n, one, other, exact]) => `{${n}, plural, ${exact ? '=0' : 'one'} {${one}} other {${other}}}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(name, tie('text'), tie('text'))
        .map(([n, a, b]) => `{${n}, select, veg {${a}} other {${b}}}`),
    },
  ),
})).text;

describe('compileMessage', () => {
  it('gives what Lingui compiles, for every message of the subset', () => {
    fc.assert(
      fc.property(message, (m) => {
        expect(compileMessage(m)).toEqual(linguiCompile(m));
      }),
      { numRuns: 500 },
    );
  });

  it('reads the messages the screens use', () => {
    for (const m of [
      'Add to cart',
      'Deliver to {place}',
      '{count, plural, one {# item} other {# items}} · {total}',
      'Arriving in {minutes, plural, =0 {under a minute} one {# min} other {# mins}}',
      '<0>Terms</0> and <1>Privacy</1>',
      "We couldn't reach the restaurant",
      "It''s {a}",
    ]) {
      expect(compileMessage(m)).toEqual(linguiCompile(m));
    }
  });

  it('refuses ICU it does not read, rather than rendering it wrongly', () => {
    expect(() => compileMessage('{n, number}')).toThrow();
    expect(() => compileMessage('{n, plural, offset:1 other {#}}')).toThrow();
  });
});
