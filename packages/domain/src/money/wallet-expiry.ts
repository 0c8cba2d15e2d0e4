// Refund credit that expires (policy: refunds to the wallet are valid 30 days; decision 044). The
// wallet keeps one balance; which part of it is which credit is worked out from the ledger here, never
// stored. Spending draws on expiring credit first, the soonest expiry first, and on money that never
// expires last: the kindest reading for the customer, since what they spend is what would have been
// lost. An expiry entry (a withdrawal naming its credit) removes what that credit had left.

export interface WalletLedgerEntry {
  id: number;
  /** Signed paise: a deposit is positive, a withdrawal negative. */
  amountPaise: number;
  createdAt: Date;
  /** A credit that expires (deposits only). */
  expiresAt: Date | null;
  /** An expiry entry: the credit whose unspent part it takes back. */
  expiresTransactionId: number | null;
}

export interface UnspentCredit {
  id: number;
  expiresAt: Date;
  unspentPaise: number;
  /** Whether an expiry entry already names it. */
  expired: boolean;
}

/**
 * Each expiring credit and what is left of it after the whole ledger, in the ledger's order (the order
 * the entries were written in, under the customer's row lock).
 */
export function unspentCredits(ledger: readonly WalletLedgerEntry[]): UnspentCredit[] {
  const credits: UnspentCredit[] = [];
  const byId = new Map<number, UnspentCredit>();
  // Spending order: soonest expiry first, then the older credit.
  const queue: UnspentCredit[] = [];
  const draw = (paise: number) => {
    let left = paise;
    for (const c of queue) {
      if (left === 0) break;
      const take = Math.min(c.unspentPaise, left);
      c.unspentPaise -= take;
      left -= take;
    }
    // What is left comes out of money that never expires.
  };
  for (const e of ledger) {
    if (e.amountPaise > 0) {
      if (e.expiresAt === null) continue;
      const credit = { id: e.id, expiresAt: e.expiresAt, unspentPaise: e.amountPaise, expired: false };
      credits.push(credit);
      byId.set(e.id, credit);
      const at = queue.findIndex((c) => c.expiresAt.getTime() > e.expiresAt!.getTime());
      queue.splice(at === -1 ? queue.length : at, 0, credit);
      continue;
    }
    const named = e.expiresTransactionId === null ? undefined : byId.get(e.expiresTransactionId);
    if (named) {
      const take = Math.min(named.unspentPaise, -e.amountPaise);
      named.unspentPaise -= take;
      named.expired = true;
      // An expiry never takes more than its credit had; if a ledger says otherwise, the rest is spent.
      draw(-e.amountPaise - take);
    } else {
      draw(-e.amountPaise);
    }
  }
  return credits;
}

/**
 * The expiry entries due at `now`: each credit whose expiry has come, not yet expired, with something
 * left (a fully spent credit needs no entry).
 */
export function creditsToExpire(ledger: readonly WalletLedgerEntry[], now: Date): UnspentCredit[] {
  return unspentCredits(ledger).filter(
    (c) => !c.expired && c.unspentPaise > 0 && c.expiresAt.getTime() <= now.getTime(),
  );
}

/** Refund credit is valid this long (the policy's 30 days). */
export const REFUND_CREDIT_VALID_MS = 30 * 24 * 3_600_000;
