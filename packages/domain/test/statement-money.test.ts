// A restaurant's monthly statement (decision 037): food + packaging + tax - commission - refunds charged,
// in whole paise, each order's commission rounded on its own line so the lines add up to the total.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  payableOf,
  refundCharged,
  type StatementOrder,
  statementLine,
  statementTotals,
} from '../src/reports/statement-money.ts';

const order = (food: number, packaging = 0, tax = 0): StatementOrder => ({
  foodPaise: food,
  packagingPaise: packaging,
  taxPaise: tax,
});

const money = fc.integer({ min: 0, max: 5_000_000 });
const anOrder = fc.record({ foodPaise: money, packagingPaise: money, taxPaise: money });
const bp = fc.integer({ min: 0, max: 10_000 });

describe('commissionOf', () => {
  it('takes basis points of the food value, rounded half up to the paisa', () => {
    expect(commissionOf(40_000, 1_800)).toBe(7_200); // 18 % of Rs 400 = Rs 72
    expect(commissionOf(10_050, 1_250)).toBe(1_256); // 1256.25 -> 1256
    expect(commissionOf(10_100, 1_250)).toBe(1_263); // 1262.5 -> 1263 (half up)
    expect(commissionOf(12_345, 0)).toBe(0);
    expect(commissionOf(12_345, 10_000)).toBe(12_345);
  });

  it('refuses what is not money or not a percentage', () => {
    expect(() => commissionOf(-1, 100)).toThrow(RangeError);
    expect(() => commissionOf(1.5, 100)).toThrow(RangeError);
    expect(() => commissionOf(100, 10_001)).toThrow(RangeError);
    expect(() => commissionOf(100, -1)).toThrow(RangeError);
    expect(() => commissionOf(100, 2.5)).toThrow(RangeError);
  });
});

describe('statementLine and statementTotals', () => {
  it('pays a restaurant its food, packaging and tax less commission and the refunds it caused', () => {
    const lines = [
      statementLine(order(40_000, 2_000, 2_000), 1_800),
      statementLine(order(25_000, 1_300, 1_300), 1_800),
    ];
    expect(lines[0]).toMatchObject({ commissionPaise: 7_200, earnedPaise: 36_800 });
    expect(statementTotals(lines, [15_000])).toEqual({
      orders: 2,
      foodPaise: 65_000,
      packagingPaise: 3_300,
      taxPaise: 3_300,
      commissionPaise: 11_700,
      refundsChargedPaise: 15_000,
      payablePaise: 65_000 + 3_300 + 3_300 - 11_700 - 15_000,
    });
  });

  it('is zero for an empty month and negative when refunds charged are more than was earned', () => {
    expect(statementTotals([], [])).toMatchObject({ orders: 0, payablePaise: 0 });
    expect(statementTotals([], [21_000]).payablePaise).toBe(-21_000);
    expect(payableOf({ foodPaise: 100, packagingPaise: 10, taxPaise: 5, commissionPaise: 18 }, 50)).toBe(47);
  });

  it('refuses a negative or fractional refund', () => {
    expect(() => statementTotals([], [-1])).toThrow(RangeError);
    expect(() => statementTotals([], [0.5])).toThrow(RangeError);
  });

  it('property: payable = food + packaging + tax - commission - refunds, and equals the sum of its lines', () => {
    fc.assert(
      fc.property(
        fc.array(anOrder, { maxLength: 40 }),
        bp,
        fc.array(money, { maxLength: 5 }),
        (orders, rate, refunds) => {
          const lines = orders.map((o) => statementLine(o, rate));
          const t = statementTotals(lines, refunds);
          const refundSum = refunds.reduce((a, b) => a + b, 0);
          expect(t.payablePaise).toBe(
            t.foodPaise + t.packagingPaise + t.taxPaise - t.commissionPaise - refundSum,
          );
          expect(t.payablePaise).toBe(lines.reduce((s, l) => s + l.earnedPaise, 0) - refundSum);
          expect(Number.isSafeInteger(t.payablePaise)).toBe(true);
          expect(t.orders).toBe(orders.length);
        },
      ),
    );
  });

  it('property: the commission is never more than the food, never negative, and grows with the rate', () => {
    fc.assert(
      fc.property(money, bp, bp, (food, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const c = commissionOf(food, lo);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(food);
        expect(commissionOf(food, hi)).toBeGreaterThanOrEqual(c);
        // Within half a paisa of the exact share.
        expect(Math.abs(c - (food * lo) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('refundCharged', () => {
  it('charges the restaurant its own part of a refund, never the delivery fee or the tip', () => {
    expect(refundCharged(30_000, order(24_000, 1_200, 1_200))).toBe(26_400);
    expect(refundCharged(10_000, order(24_000, 1_200, 1_200))).toBe(10_000);
    expect(() => refundCharged(-5, order(1))).toThrow(RangeError);
  });

  it('property: never more than the refund nor than the food side of the order', () => {
    fc.assert(
      fc.property(money, anOrder, (refund, o) => {
        const c = refundCharged(refund, o);
        expect(c).toBeLessThanOrEqual(refund);
        expect(c).toBeLessThanOrEqual(o.foodPaise + o.packagingPaise + o.taxPaise);
        expect(c).toBe(Math.min(refund, o.foodPaise + o.packagingPaise + o.taxPaise));
      }),
    );
  });
});
