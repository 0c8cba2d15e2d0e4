// Every body a route takes has a typed input (issue 30): the web types its calls by it, so a schema whose
// input is `unknown` (a bare z.preprocess, z.unknown()) would let any body compile. The check is the
// type `Untyped` below: `npm run typecheck` fails naming each such schema the domain exports.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type * as domain from '../src/index.ts';
import { optionalBody } from '../src/index.ts';

type Domain = typeof domain;
/** The names of the exported body and form schemas whose input is `unknown`. */
type Untyped = {
  [K in keyof Domain]: K extends `${string}Body` | `${string}Fields`
    ? Domain[K] extends z.ZodType
      ? unknown extends z.input<Domain[K]>
        ? K
        : never
      : never
    : never;
}[keyof Domain];
/** Lists them in the compiler's error when there is one. */
const everyBodyIsTyped: { [K in Untyped]: 'its input is unknown' } = {};

describe('optional bodies', () => {
  it('read a missing or null body as {}, and type their input as the schema’s', () => {
    const body = optionalBody(z.object({ page: z.number().optional() }));
    expect(body.parse(undefined)).toEqual({});
    expect(body.parse(null)).toEqual({});
    expect(body.parse({ page: 2 })).toEqual({ page: 2 });
    const input: z.input<typeof body> = { page: 2 };
    // @ts-expect-error a field of the wrong type
    const wrong: z.input<typeof body> = { page: 'two' };
    expect([input, wrong, everyBodyIsTyped]).toHaveLength(3);
  });
});
