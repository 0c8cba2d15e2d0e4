// A choice group's kind and range, as the menu editor's contract and service check them: whatever a
// client sends, what is accepted fits the database's checks (0 <= min <= max <= 20, max >= 1, a
// variant is 1 and 1), so a bad range is a 400 in words and never a 500 from a violated constraint.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupRangeProblem, MAX_CHOICE_SELECT } from '../src/contracts/menu-editor/choice-fields.ts';
import { createChoiceGroupBody } from '../src/contracts/menu-editor/create-choice-group.ts';
import { updateChoiceGroupBody } from '../src/contracts/menu-editor/update-choice-group.ts';

const fitsTheDatabase = (kind: string, min: number, max: number) =>
  min >= 0 &&
  max >= 1 &&
  min <= max &&
  max <= MAX_CHOICE_SELECT &&
  (kind !== 'variant' || (min === 1 && max === 1));

const count = fc.oneof(
  fc.integer({ min: -3, max: 25 }),
  fc.constantFrom(1e308, -0, 2.5, Number.MAX_SAFE_INTEGER),
  fc.constantFrom('3', '0x10', '1e1', '', ' 2'),
);

describe('groupRangeProblem', () => {
  it('is silent exactly when a range within 0..20 fits the database', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('variant', 'addon') as fc.Arbitrary<'variant' | 'addon'>,
        fc.integer({ min: 0, max: MAX_CHOICE_SELECT }),
        fc.integer({ min: 1, max: MAX_CHOICE_SELECT }),
        (kind, min, max) => {
          expect(groupRangeProblem(kind, min, max) === null).toBe(fitsTheDatabase(kind, min, max));
        },
      ),
    );
  });

  it('says what is wrong in words', () => {
    expect(groupRangeProblem('variant', 0, 1)).toBe(
      'A variant group is choose exactly one: its min and max are both 1.',
    );
    expect(groupRangeProblem('addon', 3, 2)).toBe('min cannot be more than max.');
  });
});

describe('a new group as the contract reads it', () => {
  it('accepts only what fits the database, once the route fills a left-out min and max', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('variant', 'addon', 'combo'),
        fc.option(count, { nil: undefined }),
        fc.option(count, { nil: undefined }),
        (kind, min, max) => {
          const read = createChoiceGroupBody.safeParse({ version: 1, name: 'Extras', kind, min, max });
          if (!read.success) return;
          const d = read.data;
          // As the route fills them: a variant 1 and 1, an add-on's min 0.
          const finalMin = d.min ?? (d.kind === 'variant' ? 1 : 0);
          const finalMax = d.max ?? 1;
          expect(fitsTheDatabase(d.kind, finalMin, finalMax)).toBe(true);
        },
      ),
    );
  });

  it('reads a change as whole numbers within range or refuses it', () => {
    fc.assert(
      fc.property(fc.option(count, { nil: undefined }), fc.option(count, { nil: undefined }), (min, max) => {
        const read = updateChoiceGroupBody.safeParse({ version: 1, min, max });
        if (!read.success) return;
        for (const v of [read.data.min, read.data.max]) {
          if (v !== undefined) expect(Number.isInteger(v) && v >= 0 && v <= MAX_CHOICE_SELECT).toBe(true);
        }
        if (read.data.max !== undefined) expect(read.data.max).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
