// An order_events row in words, for the operators' timeline (decision 035). Payload fields are read
// only where they say something an operator needs (a refund's way, a cancel's reason); nothing secret
// (a PIN) is ever put in words.

const WORDS: Record<string, string> = {
  placed: 'Order placed',
  released: 'Sent to the kitchen (order for later)',
  paid: 'Online payment received',
  accepted: 'Accepted by the restaurant',
  rejected: 'Rejected by the restaurant',
  cancelled: 'Cancelled',
  auto_cancelled: 'Cancelled: not accepted in time',
  ready: 'Food ready',
  offered: 'Offered to a captain',
  assigned: 'Captain assigned',
  arrived: 'Captain at the restaurant',
  picked_up: 'Picked up, on the way',
  delivered: 'Delivered',
  handed_over: 'Handed over at the counter',
  pin_failed: 'Wrong delivery PIN tried',
  pin_renewed: 'New delivery PIN sent to the customer',
  refunded: 'Refunded',
  late_credit: 'Late delivery credit',
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const rupees = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) ? `Rs ${(v / 100).toFixed(2)}` : null;

/** "Refunded Rs 149.00 to the wallet", "Cancelled: Kitchen closed", or the type in words. */
export function orderEventText(type: string, payload: Record<string, unknown>): string {
  const base = WORDS[type] ?? type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  if (type === 'refunded') {
    const amount = rupees(payload.amount_paise);
    const way =
      payload.method === 'wallet'
        ? 'to the wallet'
        : payload.method === 'gateway'
          ? 'to the original payment'
          : null;
    return [base, amount, way].filter(Boolean).join(' ');
  }
  if (type === 'late_credit') {
    // Decision 044: 10 % of the food back for a late delivery.
    const amount = rupees(payload.amount_paise);
    return amount ? `${base} ${amount} to the wallet` : base;
  }
  const reason = text(payload.reason) ?? text(payload.cancel_reason);
  if ((type === 'cancelled' || type === 'rejected') && reason) return `${base}: ${reason}`;
  if (type === 'pin_failed' && typeof payload.tries_left === 'number') {
    return payload.tries_left > 0 ? `${base} (${payload.tries_left} tries left)` : `${base}: handover locked`;
  }
  return base;
}
