import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import type { PartnerOrder } from './api/partner-order.ts';

/**
 * Where an order sits on the console: waiting to be accepted, cooking, or cooked and waiting to leave
 * (a delivery order stays at 2 or 3 when it is ready: only its ready time says so).
 */
export function boardColumn(
  o: Pick<PartnerOrder, 'orderstatus_id' | 'ready_at'>,
): 'new' | 'cooking' | 'ready' {
  if (o.orderstatus_id === ORDER_STATUS.placed) return 'new';
  if (
    o.orderstatus_id === ORDER_STATUS.readyForPickup ||
    o.orderstatus_id === ORDER_STATUS.onTheWay ||
    o.ready_at
  )
    return 'ready';
  return 'cooking';
}
