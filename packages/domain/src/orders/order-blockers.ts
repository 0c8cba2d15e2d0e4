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

/**
 * A street is not an address to deliver to (issue 23 item 4): a delivery needs the house / flat. The
 * cart asks for it before paying, and place-order refuses without it.
 */
export const HOUSE_NEEDED = 'Add your house / flat number to deliver here.';
export const needsHouse = (mode: 'delivery' | 'self', house: string) =>
  mode === 'delivery' && house.trim() === '';
