import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cart,
  type CartLine,
  cartLineKey,
  EMPTY_CART,
  itemCount,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  subtotalPaise,
} from '../src/cart/cart.ts';
import { addToCart, changeQuantity, linesOf, quantityOf, replaceCart } from '../src/cart/cart-changes.ts';
import { lineKey } from '../src/catalog/dish-choices.ts';

const aminia = { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar' };
const udupi = { id: 2, slug: 'udupi-sagar', name: 'Udupi Sagar' };
const biryani = { itemId: 10, name: 'Mutton Biryani', pricePaise: 34000, isVeg: false };
const roll = { itemId: 11, name: 'Egg Roll', pricePaise: 7000, isVeg: false };
const dosa = { itemId: 20, name: 'Masala Dosa', pricePaise: 12000, isVeg: true };

const add = (cart: Cart, r: typeof aminia, item: Omit<CartLine, 'quantity'>) => {
  const res = addToCart(cart, r, item);
  if (!res.ok) throw new Error('refused');
  return res.cart;
};

describe('cart rules', () => {
  it('starts a cart with quantity 1 and adds up price times quantity', () => {
    let cart = add(EMPTY_CART, aminia, biryani);
    expect(cart).toEqual({ restaurant: aminia, lines: [{ ...biryani, quantity: 1 }] });
    cart = add(cart, aminia, biryani);
    cart = add(cart, aminia, roll);
    expect(quantityOf(cart, 10)).toBe(2);
    expect(quantityOf(cart, 11)).toBe(1);
    expect(quantityOf(cart, 99)).toBe(0);
    expect(itemCount(cart)).toBe(3);
    expect(subtotalPaise(cart)).toBe(2 * 34000 + 7000);
  });

  it('refuses an item of another restaurant until the customer agrees to replace', () => {
    const cart = add(EMPTY_CART, aminia, biryani);
    expect(addToCart(cart, udupi, dosa)).toEqual({ ok: false, reason: 'other-restaurant', current: aminia });
    expect(replaceCart(udupi, dosa)).toEqual({ restaurant: udupi, lines: [{ ...dosa, quantity: 1 }] });
  });

  it('a cart with no lines left takes any restaurant, whatever restaurant it last had', () => {
    const leftover: Cart = { restaurant: aminia, lines: [] };
    expect(addToCart(leftover, udupi, dosa)).toEqual({
      ok: true,
      cart: { restaurant: udupi, lines: [{ ...dosa, quantity: 1 }] },
    });
  });

  it('removes a line when minus is pressed at 1, and empties the cart with the last line', () => {
    let cart = add(add(EMPTY_CART, aminia, biryani), aminia, roll);
    cart = changeQuantity(cart, 11, -1);
    expect(cart.lines.map((l) => l.itemId)).toEqual([10]);
    cart = changeQuantity(cart, 10, -1);
    expect(cart).toEqual(EMPTY_CART);
    // After emptying, any restaurant may start a new cart.
    expect(addToCart(cart, udupi, dosa).ok).toBe(true);
  });

  it('caps a line at the maximum quantity', () => {
    let cart = add(EMPTY_CART, aminia, roll);
    for (let i = 0; i < 60; i++) cart = changeQuantity(cart, 11, 1);
    expect(quantityOf(cart, 11)).toBe(MAX_LINE_QUANTITY);
  });

  it('keeps count and subtotal consistent with the lines under any sequence of presses', () => {
    const items = [biryani, roll, { itemId: 12, name: 'Firni', pricePaise: 8000, isVeg: true }];
    const press = fc.record({ item: fc.integer({ min: 0, max: 2 }), plus: fc.boolean() });
    fc.assert(
      fc.property(fc.array(press, { maxLength: 200 }), (presses) => {
        let cart = EMPTY_CART;
        const expected = [0, 0, 0];
        for (const p of presses) {
          const item = items[p.item]!;
          if (p.plus) {
            cart = add(cart, aminia, item);
            expected[p.item] = Math.min(MAX_LINE_QUANTITY, expected[p.item]! + 1);
          } else {
            cart = changeQuantity(cart, item.itemId, -1);
            expected[p.item] = Math.max(0, expected[p.item]! - 1);
          }
        }
        const total = expected.reduce((s, q, i) => s + q * items[i]!.pricePaise, 0);
        return (
          subtotalPaise(cart) === total &&
          itemCount(cart) === expected.reduce((a, b) => a + b, 0) &&
          cart.lines.every((l) => l.quantity >= 1) &&
          (cart.lines.length === 0) === (cart.restaurant === null)
        );
      }),
    );
  });

  it('reads back a stored cart and drops what is malformed', () => {
    const cart = add(add(EMPTY_CART, aminia, biryani), aminia, roll);
    expect(parseStoredCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    expect(parseStoredCart(null)).toEqual(EMPTY_CART);
    expect(parseStoredCart('junk')).toEqual(EMPTY_CART);
    expect(parseStoredCart({ restaurant: aminia, lines: [{ ...roll, quantity: -3 }] })).toEqual(EMPTY_CART);
    expect(
      parseStoredCart({ restaurant: aminia, lines: [{ ...roll, quantity: 2 }, { itemId: 'x' }] }).lines,
    ).toHaveLength(1);
  });

  const stored = { restaurant: aminia, lines: [{ ...roll, quantity: 2 }] };
  it.each([
    ['no restaurant', { lines: stored.lines }],
    ['a restaurant id that is not a number', { ...stored, restaurant: { ...aminia, id: '1' } }],
    ['a restaurant slug that is not text', { ...stored, restaurant: { ...aminia, slug: 7 } }],
    ['a restaurant name that is not text', { ...stored, restaurant: { ...aminia, name: null } }],
    ['lines that are not a list', { ...stored, lines: { 0: stored.lines[0] } }],
    ['a line that is null', { ...stored, lines: [null] }],
    ['an item id that is not whole', { ...stored, lines: [{ ...roll, itemId: 1.5, quantity: 1 }] }],
    ['a name that is not text', { ...stored, lines: [{ ...roll, name: 3, quantity: 1 }] }],
    ['a price that is not whole paise', { ...stored, lines: [{ ...roll, pricePaise: 70.5, quantity: 1 }] }],
    ['a negative price', { ...stored, lines: [{ ...roll, pricePaise: -1, quantity: 1 }] }],
    ['a veg flag that is not a boolean', { ...stored, lines: [{ ...roll, isVeg: 'no', quantity: 1 }] }],
    ['a fractional quantity', { ...stored, lines: [{ ...roll, quantity: 1.5 }] }],
    ['a quantity of 0', { ...stored, lines: [{ ...roll, quantity: 0 }] }],
    ['a quantity over the maximum', { ...stored, lines: [{ ...roll, quantity: MAX_LINE_QUANTITY + 1 }] }],
  ])('drops a stored cart with %s', (_what, value) => {
    expect(parseStoredCart(value)).toEqual(EMPTY_CART);
  });

  it('keeps the edge values a real cart can hold: a free item, the maximum quantity', () => {
    const edge = {
      restaurant: aminia,
      lines: [
        { ...roll, pricePaise: 0, quantity: 1 },
        { ...biryani, quantity: MAX_LINE_QUANTITY },
      ],
    };
    expect(parseStoredCart(edge)).toEqual(edge);
    // Extra fields of old or edited storage are not carried along.
    expect(parseStoredCart({ ...edge, restaurant: { ...aminia, extra: 1 } }).restaurant).toEqual(aminia);
  });
});

describe('cart lines with choices (issue 27)', () => {
  const half = { groupId: 1, group: 'Portion', id: 101, name: 'Half', pricePaise: 0 };
  const full = { groupId: 1, group: 'Portion', id: 102, name: 'Full', pricePaise: 15000 };
  const raita = { groupId: 2, group: 'Extras', id: 201, name: 'Extra raita', pricePaise: 3000 };
  const egg = { groupId: 2, group: 'Extras', id: 202, name: 'Extra egg', pricePaise: 2000 };
  const withChoices = (choices: (typeof half)[]) => ({
    ...biryani,
    pricePaise: choices.reduce((s, c) => s + c.pricePaise, biryani.pricePaise),
    choices,
  });

  it('keeps the same dish with other choices as another line, and the same choices as one', () => {
    let cart = add(EMPTY_CART, aminia, withChoices([half, raita]));
    cart = add(cart, aminia, withChoices([full]));
    // The same choices in another order are the same combination.
    cart = add(cart, aminia, { ...withChoices([raita, half]) });
    expect(cart.lines.map((l) => [cartLineKey(l), l.quantity])).toEqual([
      ['10:101,201', 2],
      ['10:102', 1],
    ]);
    expect(quantityOf(cart, 10)).toBe(3);
    expect(linesOf(cart, 10)).toHaveLength(2);
    expect(subtotalPaise(cart)).toBe(2 * (34000 + 3000) + (34000 + 15000));
  });

  it('changes and removes one combination by its key, leaving the other', () => {
    let cart = add(add(EMPTY_CART, aminia, withChoices([half, raita])), aminia, withChoices([full]));
    cart = changeQuantity(cart, '10:102', +1);
    expect(cart.lines.map((l) => l.quantity)).toEqual([1, 2]);
    cart = changeQuantity(cart, '10:101,201', -1);
    expect(cart.lines.map(cartLineKey)).toEqual(['10:102']);
    // The dish's id alone names only a line without choices.
    expect(changeQuantity(cart, 10, -1)).toEqual(cart);
  });

  it('keeps a line without choices keyed by the dish id, as carts stored before choices were', () => {
    const cart = add(EMPTY_CART, aminia, { ...roll, choices: [] });
    expect(cart.lines).toEqual([{ ...roll, quantity: 1 }]);
    expect(cartLineKey(cart.lines[0]!)).toBe('11');
    expect(changeQuantity(cart, 11, +1).lines[0]!.quantity).toBe(2);
  });

  it('reads back a cart with choices, and an old one without', () => {
    const cart = add(add(EMPTY_CART, aminia, withChoices([half, raita])), aminia, roll);
    expect(parseStoredCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    const old = { restaurant: aminia, lines: [{ ...roll, quantity: 2 }] };
    expect(parseStoredCart(old)).toEqual(old);
  });

  it.each([
    ['choices that are not a list', { a: 1 }],
    ['a choice that is null', [null]],
    ['a choice id that is not whole', [{ ...half, id: 1.5 }]],
    ['a group id that is not whole', [{ ...half, groupId: '1' }]],
    ['a choice name that is not text', [{ ...half, name: 3 }]],
    ['a group name that is not text', [{ ...half, group: null }]],
    ['a negative choice price', [{ ...half, pricePaise: -100 }]],
    ['a choice price that is not whole paise', [{ ...half, pricePaise: 0.5 }]],
    ['a repeated choice', [half, half]],
  ])('drops a stored line with %s, keeping the others', (_what, choices) => {
    const stored = {
      restaurant: aminia,
      lines: [
        { ...biryani, quantity: 1, choices },
        { ...roll, quantity: 1 },
      ],
    };
    expect(parseStoredCart(stored).lines).toEqual([{ ...roll, quantity: 1 }]);
  });

  it('keys a line as the domain’s lineKey does, whatever its choices and their order', () => {
    const option = fc.record({ id: fc.integer({ min: 1, max: 1e6 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.uniqueArray(option, { selector: (o) => o.id }),
        (id, os) => {
          const choices = os.map((o) => ({ ...half, id: o.id }));
          return (
            cartLineKey({ itemId: id, choices }) ===
            lineKey(
              id,
              os.map((o) => o.id),
            )
          );
        },
      ),
    );
  });

  it('keeps the first of two stored lines of one combination', () => {
    const line = { ...withChoices([full]), quantity: 2 };
    const stored = { restaurant: aminia, lines: [line, { ...line, quantity: 5 }] };
    expect(parseStoredCart(stored).lines).toEqual([line]);
  });

  it('under any presses, one line per combination, and counts and subtotal match a model', () => {
    const options = [half, full, raita, egg];
    // A combination: a subset of the options, as a bit mask; pressed in any order of its ids.
    const press = fc.record({
      mask: fc.integer({ min: 0, max: 15 }),
      reversed: fc.boolean(),
      plus: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(press, { maxLength: 150 }), (presses) => {
        let cart = EMPTY_CART;
        const model = new Map<string, { quantity: number; price: number }>();
        for (const p of presses) {
          let chosen = options.filter((_, i) => p.mask & (1 << i));
          if (p.reversed) chosen = [...chosen].reverse();
          const item = withChoices(chosen);
          const key = cartLineKey(item);
          const now = model.get(key)?.quantity ?? 0;
          if (p.plus) {
            cart = add(cart, aminia, item);
            model.set(key, { quantity: Math.min(MAX_LINE_QUANTITY, now + 1), price: item.pricePaise });
          } else {
            cart = changeQuantity(cart, key, -1);
            if (now <= 1) model.delete(key);
            else model.set(key, { quantity: now - 1, price: item.pricePaise });
          }
        }
        const keys = cart.lines.map(cartLineKey);
        const total = [...model.values()].reduce((s, m) => s + m.quantity * m.price, 0);
        const count = [...model.values()].reduce((s, m) => s + m.quantity, 0);
        return (
          new Set(keys).size === keys.length &&
          keys.length === model.size &&
          cart.lines.every((l) => model.get(cartLineKey(l))?.quantity === l.quantity) &&
          subtotalPaise(cart) === total &&
          itemCount(cart) === count &&
          quantityOf(cart, biryani.itemId) === count &&
          // What is stored reads back the same.
          JSON.stringify(parseStoredCart(JSON.parse(JSON.stringify(cart)))) === JSON.stringify(cart)
        );
      }),
    );
  });
});
