import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type Cart,
  changeQuantity,
  EMPTY_CART,
  itemCount,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  quantityOf,
  replaceCart,
  subtotalPaise,
} from '../src/cart/cart.ts';

const aminia = { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar' };
const udupi = { id: 2, slug: 'udupi-sagar', name: 'Udupi Sagar' };
const biryani = { itemId: 10, name: 'Mutton Biryani', pricePaise: 34000, isVeg: false };
const roll = { itemId: 11, name: 'Egg Roll', pricePaise: 7000, isVeg: false };
const dosa = { itemId: 20, name: 'Masala Dosa', pricePaise: 12000, isVeg: true };

const add = (cart: Cart, r: typeof aminia, item: typeof biryani) => {
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
