import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import type { PartnerOrder } from './api/partner-order.ts';

/**
 * Where an order sits on the console: scheduled for later and not yet in the kitchen, waiting to be accepted, cooking, or cooked and waiting to leave
 * (a delivery order stays at 2 or 3 when it is ready: only its ready time says so). Once it has left
 * the kitchen (picked up, delivered, collected, cancelled) it is off the board: History has it.
 */
export function boardColumn(
  o: Pick<PartnerOrder, 'orderstatus_id' | 'ready_at'> & Partial<Pick<PartnerOrder, 'release_at'>>,
): 'upcoming' | 'new' | 'cooking' | 'ready' | null {
  switch (o.orderstatus_id) {
    case ORDER_STATUS.placed:
      // An order for later waits under Upcoming until its release brings it to New (decision 048).
      return o.release_at ? 'upcoming' : 'new';
    case ORDER_STATUS.readyForPickup:
      return 'ready';
    case ORDER_STATUS.preparing:
    case ORDER_STATUS.agentAssigned:
      return o.ready_at ? 'ready' : 'cooking';
    default:
      return null;
  }
}

/** Orders that are new since the last look: ids not seen before, in the list's order. */
export function arrivals(seen: ReadonlySet<number>, waiting: readonly PartnerOrder[]): PartnerOrder[] {
  return waiting.filter((o) => !seen.has(o.id));
}
