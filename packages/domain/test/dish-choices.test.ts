import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDishChoices,
  choicesJson,
  choicesText,
  type DishChoiceGroup,
  groupRuleText,
  lineKey,
  lowestPricePaise,
  MAX_CHOICES_PER_LINE,
  unitPricePaise,
} from '../src/catalog/dish-choices.ts';

const DISH = 'Kolkata Mutton Biryani';
const option = (id: number, name: string, pricePaise: number, isActive = true) => ({
  id,
  name,
  pricePaise,
  isVeg: true,
  hasEgg: false,
  isActive,
});
const biryani: DishChoiceGroup[] = [
  {
    id: 1,
    name: 'Portion',
    kind: 'variant',
    min: 1,
    max: 1,
    choices: [option(11, 'Half', 0), option(12, 'Full', 15000)],
  },
  {
    id: 2,
    name: 'Extras',
    kind: 'addon',
    min: 0,
    max: 2,
    choices: [
      option(21, 'Extra raita', 3000),
      option(22, 'Extra aloo', 2500),
      option(23, 'Extra egg', 2000, false),
    ],
  },
];

describe('the choices of a dish', () => {
  it('prices Half + Extra raita and Full as the dish plus what each chose, keeping the groups in order', () => {
    const half = checkDishChoices(DISH, biryani, [21, 11]);
    expect(half).toEqual({
      ok: true,
      extraPaise: 3000,
      chosen: [
        { groupId: 1, group: 'Portion', id: 11, name: 'Half', pricePaise: 0 },
        { groupId: 2, group: 'Extras', id: 21, name: 'Extra raita', pricePaise: 3000 },
      ],
    });
    if (!half.ok) throw new Error('refused');
    expect(unitPricePaise(37000, half.chosen)).toBe(40000);
    expect(choicesText(half.chosen)).toBe('Half, Extra raita');
    expect(choicesJson(half.chosen)).toEqual([
      { group: 'Portion', name: 'Half', price: '0.00' },
      { group: 'Extras', name: 'Extra raita', price: '30.00' },
    ]);
    const full = checkDishChoices(DISH, biryani, [12]);
    expect(full.ok && unitPricePaise(37000, full.chosen)).toBe(52000);
  });

  it('refuses, naming the dish, what the groups do not allow', () => {
    const refused = (ids: number[]) => {
      const r = checkDishChoices(DISH, biryani, ids);
      return r.ok ? 'accepted' : r.message;
    };
    expect(refused([])).toBe(`Choose one Portion for ${DISH}.`);
    expect(refused([11, 12])).toBe(`Choose at most 1 in Portion for ${DISH}.`);
    expect(refused([11, 21, 22, 12])).toMatch(/at most/);
    expect(refused([11, 21, 21])).toBe(`A choice for ${DISH} is repeated.`);
    expect(refused([11, 999])).toBe(`A choice is not one of ${DISH}'s.`);
    expect(refused([11, 23])).toBe(`Extra egg for ${DISH} is not available right now.`);
    expect(refused(Array.from({ length: MAX_CHOICES_PER_LINE + 1 }, (_, i) => 1000 + i))).toBe(
      `Too many choices for ${DISH}.`,
    );
    // A dish without groups takes no choice at all.
    expect(checkDishChoices('Fish Fry', [], [])).toEqual({ ok: true, chosen: [], extraPaise: 0 });
    expect(checkDishChoices('Fish Fry', [], [11])).toMatchObject({ ok: false });
  });

  it("words a group's rule", () => {
    expect(groupRuleText({ name: 'Portion', min: 1, max: 1 })).toBe('Choose one Portion');
    expect(groupRuleText({ name: 'Extras', min: 0, max: 3 })).toBe('Choose up to 3');
    expect(groupRuleText({ name: 'Toppings', min: 2, max: 2 })).toBe('Choose 2');
    expect(groupRuleText({ name: 'Toppings', min: 1, max: 3 })).toBe('Choose 1 to 3');
  });

  it('starts a dish at its cheapest way to order it: the cheapest in-stock options its minimums need', () => {
    expect(lowestPricePaise(37000, biryani)).toBe(37000);
    const halfOut = biryani.map((g) =>
      g.id === 1 ? { ...g, choices: [option(11, 'Half', 0, false), option(12, 'Full', 15000)] } : g,
    );
    expect(lowestPricePaise(37000, halfOut)).toBe(52000);
    expect(lowestPricePaise(37000, [])).toBe(37000);
  });
});

// Random dishes: up to four groups (variants are 1..1), each with up to five options of unique ids.
const groupsArb = fc
  .array(
    fc.record({
      variant: fc.boolean(),
      min: fc.integer({ min: 0, max: 2 }),
      span: fc.integer({ min: 0, max: 3 }),
      name: fc.constantFrom('Portion', 'Size', 'Extras', 'Toppings', 'Make it'),
      choices: fc.array(
        fc.record({
          pricePaise: fc.integer({ min: 0, max: 100_000 }),
          // Four in five in stock.
          isActive: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
    { maxLength: 4 },
  )
  .map((defs): DishChoiceGroup[] => {
    let nextId = 1;
    return defs.map((d, gi) => ({
      id: 100 + gi,
      name: d.name,
      kind: d.variant ? 'variant' : 'addon',
      min: d.variant ? 1 : d.min,
      max: d.variant ? 1 : Math.max(1, d.min + d.span),
      choices: d.choices.map((c) => {
        const id = nextId++;
        return {
          id,
          name: `Option ${id}`,
          pricePaise: c.pricePaise,
          isVeg: true,
          hasEgg: false,
          isActive: c.isActive,
        };
      }),
    }));
  });

/** A valid pick: per group, between min and max of its in-stock options (skipped when too few are in stock). */
const validPickArb = groupsArb.chain((groups) =>
  fc
    .tuple(
      ...groups.map((g) => {
        const active = g.choices.filter((c) => c.isActive).map((c) => c.id);
        return active.length < g.min
          ? fc.constant(null)
          : fc.subarray(active, { minLength: g.min, maxLength: Math.min(g.max, active.length) });
      }),
    )
    .chain((picks) =>
      fc.record({
        groups: fc.constant(groups),
        picks: fc.constant(picks),
        ids: fc
          .constant(picks.flatMap((p) => p ?? []))
          .chain((all) => fc.shuffledSubarray(all, { minLength: all.length })),
      }),
    ),
);

const priceOf = (groups: DishChoiceGroup[], id: number) =>
  groups.flatMap((g) => g.choices).find((c) => c.id === id)?.pricePaise ?? Number.NaN;

describe('the pricing of choices (properties)', () => {
  it('prices a valid line at the dish plus the sum of what was chosen, in any order of ids', () => {
    fc.assert(
      fc.property(validPickArb, fc.integer({ min: 0, max: 500_000 }), ({ groups, picks, ids }, dishPaise) => {
        fc.pre(picks.every((p) => p !== null));
        const check = checkDishChoices(DISH, groups, ids);
        expect(check.ok).toBe(true);
        if (!check.ok) return;
        const sum = ids.reduce((s, id) => s + priceOf(groups, id), 0);
        expect(check.extraPaise).toBe(sum);
        expect(unitPricePaise(dishPaise, check.chosen)).toBe(dishPaise + sum);
        expect(check.chosen.map((c) => c.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(unitPricePaise(dishPaise, check.chosen)).toBeGreaterThanOrEqual(
          lowestPricePaise(dishPaise, groups),
        );
      }),
    );
  });

  it("refuses, naming the dish, any pick that breaks a group's min or max", () => {
    fc.assert(
      fc.property(groupsArb, fc.func(fc.boolean()), (groups, take) => {
        // Any set of in-stock options, unique: refused exactly when some group's count is out of range.
        const ids = groups.flatMap((g) => g.choices.filter((c) => c.isActive && take(c.id)).map((c) => c.id));
        const breaks = groups.some((g) => {
          const n = g.choices.filter((c) => ids.includes(c.id)).length;
          return n < g.min || n > g.max;
        });
        const check = checkDishChoices(DISH, groups, ids);
        expect(check.ok).toBe(!breaks);
        if (!check.ok) expect(check.message).toContain(DISH);
      }),
    );
  });

  it('refuses, naming the dish, an unknown, out-of-stock or repeated id added to a valid pick', () => {
    fc.assert(
      fc.property(
        validPickArb,
        fc.constantFrom('unknown', 'out of stock', 'repeated'),
        fc.nat(),
        ({ groups, picks, ids }, spoil, n) => {
          fc.pre(picks.every((p) => p !== null));
          let bad: number[];
          if (spoil === 'unknown') bad = [...ids, 10_000 + n];
          else if (spoil === 'repeated') {
            fc.pre(ids.length > 0);
            bad = [...ids, ids[n % ids.length]!];
          } else {
            const off = groups.flatMap((g) => g.choices).filter((c) => !c.isActive);
            fc.pre(off.length > 0);
            bad = [...ids, off[n % off.length]!.id];
          }
          const check = checkDishChoices(DISH, groups, bad);
          expect(check.ok).toBe(false);
          if (!check.ok) expect(check.message).toContain(DISH);
        },
      ),
    );
  });

  it('keys a line by its dish and its set of choices, whatever their order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (item, ids, other) => {
          const reversed = [...ids].reverse();
          expect(lineKey(item, reversed)).toBe(lineKey(item, ids));
          if (!ids.includes(other)) expect(lineKey(item, [...ids, other])).not.toBe(lineKey(item, ids));
          if (ids.length === 0) expect(lineKey(item, ids)).toBe(String(item));
        },
      ),
    );
  });
});
