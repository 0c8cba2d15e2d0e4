// Why a cart cannot be ordered right now (the pay button's states, docs/product.md, Cart and checkout),
// as the quote names it.
export const BLOCKERS = {
  inactive: 'Restaurant is inactive.',
  closed: 'Restaurant is closed.',
  outOfRange: "Restaurant doesn't serve in this location.",
} as const;
export type Blocker = (typeof BLOCKERS)[keyof typeof BLOCKERS];

/**
 * What the pay button, and a refused order, say for a blocker: out of range reads as the spec's
 * 'Not serviceable in selected address'; the others as they are.
 */
export const blockerMessage = (blocker: string): string =>
  blocker === BLOCKERS.outOfRange ? 'Not serviceable in selected address' : blocker;
