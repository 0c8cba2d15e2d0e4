import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, parseStoredCart } from '../src/cart/cart.ts';
import { type MenuDish, type OrderedLine, reorderCart } from '../src/cart/reorder.ts';

const grill = { id: 7, slug: 'camac-street-grill', name: 'Camac Street Grill' };
const dish = (id: number, over: Partial<MenuDish> = {}): MenuDish => ({
  id,
  name: `Dish ${id}`,
  pricePaise: 10000 + id,
  isVeg: id % 2 === 0,
  isActive: true,
  ...over,
});

describe('reorderCart', () => {
  it('puts the dishes still on the menu in the cart at today’s price, and names the rest', () => {
    const ordered: OrderedLine[] = [
      { itemId: 1, name: 'Chicken Sizzler', quantity: 2 },
      { itemId: 2, name: 'Fish Fry', quantity: 1 },
      { itemId: 3, name: 'Caramel Custard', quantity: 3 },
    ];
    const menu = [dish(1, { pricePaise: 32000 }), dish(2, { isActive: false })];
    expect(reorderCart(grill, ordered, menu)).toEqual({
      cart: {
        restaurant: grill,
        lines: [{ itemId: 1, name: 'Dish 1', pricePaise: 32000, isVeg: false, quantity: 2 }],
      },
      missing: ['Fish Fry', 'Caramel Custard'],
    });
  });

  it('is an empty cart when nothing is left', () => {
    expect(reorderCart(grill, [{ itemId: 9, name: 'Gone', quantity: 1 }], [])).toEqual({
      cart: { restaurant: null, lines: [] },
      missing: ['Gone'],
    });
  });

  it('accounts for every ordered dish once, as a line or as missing, and makes a valid cart', () => {
    const line = fc.record({
      itemId: fc.integer({ min: 1, max: 12 }),
      name: fc.string({ minLength: 1, maxLength: 8 }),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    });
    const menuDish = fc
      .record({ id: fc.integer({ min: 1, max: 12 }), isActive: fc.boolean() })
      .map((d) => dish(d.id, { isActive: d.isActive }));
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 15 }),
        fc.uniqueArray(menuDish, { selector: (d) => d.id }),
        (o, m) => {
          const { cart, missing } = reorderCart(grill, o, m);
          const active = new Set(m.filter((d) => d.isActive).map((d) => d.id));
          for (const x of o) {
            if (active.has(x.itemId)) expect(cart.lines.some((l) => l.itemId === x.itemId)).toBe(true);
            else expect(missing).toContain(x.name);
          }
          expect(new Set(cart.lines.map((l) => l.itemId)).size).toBe(cart.lines.length);
          for (const l of cart.lines) {
            const wanted = o.filter((x) => x.itemId === l.itemId).reduce((n, x) => n + x.quantity, 0);
            expect(l.quantity).toBe(Math.min(MAX_LINE_QUANTITY, wanted));
            expect(l.pricePaise).toBe(m.find((d) => d.id === l.itemId)?.pricePaise);
          }
          // What it makes survives the stored cart's own checks unchanged.
          expect(parseStoredCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
        },
      ),
    );
  });
});

describe('reorderCart with choices (issue 27)', () => {
  const option = (id: number, name: string, pricePaise: number, isActive = true) => ({
    id,
    name,
    pricePaise,
    isVeg: true,
    hasEgg: false,
    isActive,
  });
  const biryani = (extrasActive = true): MenuDish => ({
    ...dish(5, { name: 'Mutton Biryani', pricePaise: 30000 }),
    groups: [
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
        max: 3,
        choices: [option(21, 'Extra raita', 3000, extrasActive)],
      },
    ],
  });
  const halfRaita = {
    itemId: 5,
    name: 'Mutton Biryani',
    quantity: 2,
    choices: [
      { group: 'Portion', name: 'Half' },
      { group: 'Extras', name: 'Extra raita' },
    ],
  };

  it('brings a line back with its choices, at today’s price of one with them', () => {
    const full = {
      itemId: 5,
      name: 'Mutton Biryani',
      quantity: 1,
      choices: [{ group: 'Portion', name: 'Full' }],
    };
    const { cart, missing } = reorderCart(grill, [halfRaita, full], [biryani()]);
    expect(missing).toEqual([]);
    expect(cart.lines.map((l) => [l.pricePaise, l.quantity, l.choices?.map((c) => c.id)])).toEqual([
      [33000, 2, [11, 21]],
      [45000, 1, [12]],
    ]);
    expect(parseStoredCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('names a line whose option is out of stock or gone, or that no longer makes a valid choice', () => {
    const gone = { ...halfRaita, choices: [{ group: 'Portion', name: 'Quarter' }] };
    const none = { itemId: 5, name: 'Mutton Biryani', quantity: 1 };
    expect(reorderCart(grill, [halfRaita], [biryani(false)]).missing).toEqual([
      'Mutton Biryani (Half, Extra raita)',
    ]);
    expect(reorderCart(grill, [gone], [biryani()]).missing).toEqual(['Mutton Biryani (Quarter)']);
    // Ordered before the dish had a Portion to choose: it needs one now.
    expect(reorderCart(grill, [none], [biryani()])).toEqual({
      cart: { restaurant: null, lines: [] },
      missing: ['Mutton Biryani'],
    });
  });
});
