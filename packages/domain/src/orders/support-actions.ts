// What an operator may do to one order from the back office (issue 25, decision 033), and at which
// level: support handles orders; marking an order delivered without the customer's PIN is an admin's
// alone, because it ends the order and its money without proof of handover. The order steps among them
// are the lifecycle table's (actor 'operator'); the refund ones act on a failed gateway refund.
import { type DeliveryType, decideTransition, type LifecycleAction } from './order-lifecycle.ts';

export type OperatorLevelName = 'admin' | 'support';

export type SupportAction =
  | 'cancel'
  | 'reassign_captain'
  | 'unassign_captain'
  | 'redispatch'
  | 'unlock_pin'
  | 'mark_delivered'
  | 'retry_refund'
  | 'settle_refund_to_wallet';

export const SUPPORT_ACTIONS: readonly SupportAction[] = [
  'cancel',
  'reassign_captain',
  'unassign_captain',
  'redispatch',
  'unlock_pin',
  'mark_delivered',
  'retry_refund',
  'settle_refund_to_wallet',
];

/** The lifecycle step each action is (null: it moves money, not the order). */
export const SUPPORT_STEP: Readonly<Record<SupportAction, LifecycleAction | null>> = {
  cancel: 'operator_cancel',
  reassign_captain: 'reassign_captain',
  unassign_captain: 'unassign_captain',
  redispatch: 'redispatch',
  unlock_pin: 'unlock_pin',
  mark_delivered: 'operator_deliver',
  retry_refund: null,
  settle_refund_to_wallet: null,
};

const ADMIN_ONLY: readonly SupportAction[] = ['mark_delivered'];

/** May an operator of this level take this action at all? */
export const levelMay = (level: OperatorLevelName, action: SupportAction): boolean =>
  level === 'admin' || !ADMIN_ONLY.includes(action);

/** Who is to blame for a cancellation (the dashboard's "cancellations by cause"). */
export const CANCEL_FAULTS = ['customer', 'restaurant', 'captain', 'platform'] as const;
export type CancelFault = (typeof CANCEL_FAULTS)[number];

export interface SupportFacts {
  statusId: number;
  deliveryType: DeliveryType;
  level: OperatorLevelName;
  /** Five wrong PINs locked the handover. */
  pinLocked: boolean;
  /** A captain carries the order now. */
  hasCaptain: boolean;
  /** Gateway refunds of this order that failed for good. */
  failedRefunds: number;
}

/** The actions an operator can take on the order now (the buttons the back office shows). */
export function supportActions(f: SupportFacts): SupportAction[] {
  return SUPPORT_ACTIONS.filter((action) => {
    if (!levelMay(f.level, action)) return false;
    const step = SUPPORT_STEP[action];
    if (step === null) return f.failedRefunds > 0;
    if (
      !decideTransition({
        statusId: f.statusId,
        deliveryType: f.deliveryType,
        action: step,
        actor: 'operator',
      }).ok
    )
      return false;
    if (action === 'unlock_pin') return f.pinLocked;
    if (action === 'redispatch') return !f.hasCaptain;
    return true;
  });
}
