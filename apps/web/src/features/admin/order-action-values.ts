// The words and checks of the support actions panel (order-actions.tsx), pure so they are tested.
import type { OrderSupport } from '@khabar/domain/contracts/support/support-fields';
import type { CancelFault, SupportAction } from '@khabar/domain/orders/support-actions';

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The reason as the API takes it (3 to 500 characters, no control characters but new lines), or why not. */
export function readSupportReason(
  text: string,
): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = text.trim();
  if (reason.length < 3 || reason.length > 500 || CONTROL.test(reason)) {
    return { ok: false, message: 'Write the reason in 3 to 500 characters.' };
  }
  return { ok: true, reason };
}

export const FAULTS: readonly { value: CancelFault; label: string }[] = [
  { value: 'customer', label: 'The customer' },
  { value: 'restaurant', label: 'The restaurant' },
  { value: 'captain', label: 'The captain' },
  { value: 'platform', label: 'Khabar (the platform)' },
];

/** The order actions a button opens (refund ones act on one refund and are listed with it). */
export type OrderAction = Exclude<SupportAction, 'retry_refund' | 'settle_refund_to_wallet'>;

interface ActionWords {
  button: string;
  title: string;
  confirm: string;
  /** What happens, in the dialog. */
  explain: (o: OrderSupport) => string;
}

export const ACTION_WORDS: Record<OrderAction, ActionWords> = {
  cancel: {
    button: 'Cancel order',
    title: 'Cancel this order?',
    confirm: 'Cancel order',
    explain: () =>
      'The customer, the restaurant and the captain see it cancelled at once. What the customer paid goes back: the wallet part to the wallet now, an online payment to its card or bank.',
  },
  reassign_captain: {
    button: 'Give to another captain',
    title: 'Give the order to another captain?',
    confirm: 'Give to this captain',
    explain: (o) =>
      o.captain
        ? `${o.captain.name} loses the trip at once. Phone the captain you choose first.`
        : 'The open offer ends and the captain you choose has the order at once. Phone them first.',
  },
  unassign_captain: {
    button: 'Take off captain',
    title: 'Take the order off its captain?',
    confirm: 'Take off captain',
    explain: (o) =>
      `${o.captain?.name ?? 'The captain'} loses the trip at once, and the order is offered to the next free captain.`,
  },
  redispatch: {
    button: 'Offer to next captain',
    title: 'Offer the order to the next captain?',
    confirm: 'Offer to next captain',
    explain: (o) =>
      o.offered_to
        ? `The offer to ${o.offered_to.name} ends, and the next free captain is asked.`
        : 'The next free captain is asked now.',
  },
  unlock_pin: {
    button: 'Unlock PIN',
    title: 'Unlock the delivery PIN?',
    confirm: 'Unlock PIN',
    explain: () =>
      'Five wrong PINs locked the handover. It takes PINs again at once, and the customer gets an alert with their PIN.',
  },
  mark_delivered: {
    button: 'Mark delivered',
    title: 'Mark the order delivered?',
    confirm: 'Mark delivered',
    explain: () =>
      'Only when you know the customer has the food (the captain’s phone died). No PIN is asked; the reason goes to the audit log.',
  },
};

/** The order actions the panel shows, in the server's order. */
export const orderActionsOf = (o: OrderSupport): OrderAction[] =>
  o.actions.filter((a): a is OrderAction => a in ACTION_WORDS);

const REFUND_STATUS: Record<OrderSupport['refunds'][number]['status'], string> = {
  pending: 'on its way',
  processed: 'paid back',
  failed: 'failed',
  settled_to_wallet: 'paid into the wallet instead',
};

/** "₹250.00 to the wallet: paid back". */
export const refundText = (r: OrderSupport['refunds'][number]) =>
  `₹${r.amount} ${r.method === 'wallet' ? 'to the wallet' : 'to the original payment'}: ${REFUND_STATUS[r.status]}`;
