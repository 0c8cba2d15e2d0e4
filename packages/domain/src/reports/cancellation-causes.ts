// Cancellations on the dashboard, by who was at fault. A restaurant that let the acceptance window run
// out is told apart from one that said no. (An online order whose payment never came stays at status 0:
// it never reached a kitchen and is not counted as an order at all.)
import type { CancellationCause } from '../contracts/admin/reports/get-dashboard.ts';

export const CANCELLATION_LABELS: Record<CancellationCause, string> = {
  customer: 'Cancelled by the customer',
  restaurant: 'Refused by the restaurant',
  not_accepted: 'Not accepted in time',
  captain: 'Captain could not deliver',
  other: 'Other',
};

/**
 * The cause of one cancelled order from what the order row says. Support's cancellations (decision
 * 033) name who was at fault; the platform's own fault is "Other".
 */
export function cancellationCauseOf(order: {
  cancelledBy: string | null;
  accepted: boolean;
  cancelFault?: string | null;
}): CancellationCause {
  const by = order.cancelledBy === 'operator' ? (order.cancelFault ?? null) : order.cancelledBy;
  switch (by) {
    case 'customer':
      return 'customer';
    case 'restaurant':
      return 'restaurant';
    case 'captain':
      return 'captain';
    case 'system':
      return order.accepted ? 'other' : 'not_accepted';
    default:
      return 'other';
  }
}
