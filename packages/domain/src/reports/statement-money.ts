// A restaurant's monthly statement (decision 037): what the platform owes a restaurant for the orders
// it delivered. The restaurant keeps its food, packaging and tax (it remits the tax); the platform keeps
// its commission on the food; refunds the restaurant caused come off. Integer paise only.

/** What one delivered order brings the restaurant, as stored on the order. */
export interface StatementOrder {
  foodPaise: number;
  packagingPaise: number;
  taxPaise: number;
}

export interface StatementLine extends StatementOrder {
  commissionPaise: number;
  /** food + packaging + tax - commission. */
  earnedPaise: number;
}

export interface StatementTotals {
  orders: number;
  foodPaise: number;
  packagingPaise: number;
  taxPaise: number;
  commissionPaise: number;
  refundsChargedPaise: number;
  /** Negative when refunds charged exceed what was earned: the restaurant owes the platform. */
  payablePaise: number;
}

const assertPaise = (name: string, v: number) => {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be whole paise >= 0, got ${v}`);
};

/**
 * The platform's commission on an order's food value, `bp` basis points rounded half up to the paisa.
 * Per order, so each line of the statement's CSV adds up to its total.
 */
export function commissionOf(foodPaise: number, bp: number): number {
  assertPaise('foodPaise', foodPaise);
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw new RangeError(`bp must be 0-10000, got ${bp}`);
  return Math.floor((foodPaise * bp + 5_000) / 10_000);
}

export function statementLine(order: StatementOrder, commissionBp: number): StatementLine {
  assertPaise('packagingPaise', order.packagingPaise);
  assertPaise('taxPaise', order.taxPaise);
  const commissionPaise = commissionOf(order.foodPaise, commissionBp);
  return {
    ...order,
    commissionPaise,
    earnedPaise: order.foodPaise + order.packagingPaise + order.taxPaise - commissionPaise,
  };
}

/**
 * How much of a refund the restaurant bears: the part that was its own (food, packaging, tax); the
 * delivery fee and the rider's tip were never the restaurant's, so it is not charged for them.
 */
export function refundCharged(refundPaise: number, order: StatementOrder): number {
  assertPaise('refundPaise', refundPaise);
  return Math.min(refundPaise, order.foodPaise + order.packagingPaise + order.taxPaise);
}

/** What the platform owes: food + packaging + tax - commission - refunds charged (negative: it is owed). */
export function payableOf(
  earned: { foodPaise: number; packagingPaise: number; taxPaise: number; commissionPaise: number },
  refundsChargedPaise: number,
): number {
  return (
    earned.foodPaise + earned.packagingPaise + earned.taxPaise - earned.commissionPaise - refundsChargedPaise
  );
}

/** The statement: its delivered orders' lines and the refunds charged to the restaurant. */
export function statementTotals(
  lines: readonly StatementLine[],
  refundsCharged: readonly number[],
): StatementTotals {
  const sum = (f: (l: StatementLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const refundsChargedPaise = refundsCharged.reduce((s, r) => {
    assertPaise('refund charged', r);
    return s + r;
  }, 0);
  return {
    orders: lines.length,
    foodPaise: sum((l) => l.foodPaise),
    packagingPaise: sum((l) => l.packagingPaise),
    taxPaise: sum((l) => l.taxPaise),
    commissionPaise: sum((l) => l.commissionPaise),
    refundsChargedPaise,
    payablePaise: payableOf(
      {
        foodPaise: sum((l) => l.foodPaise),
        packagingPaise: sum((l) => l.packagingPaise),
        taxPaise: sum((l) => l.taxPaise),
        commissionPaise: sum((l) => l.commissionPaise),
      },
      refundsChargedPaise,
    ),
  };
}
