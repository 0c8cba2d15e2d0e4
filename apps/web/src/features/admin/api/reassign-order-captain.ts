import type { reassignOrderCaptainBody } from '@khabar/domain/contracts/support/reassign-order-captain';
import { useSupportAction } from './support-action.ts';

/**
 * POST admin/orders/:id/reassign-captain `{ reason, captain_id, current_captain_id }`: the chosen
 * captain has the order; a captain changed meanwhile by another agent is a 409.
 */
export const useReassignOrderCaptain = (orderId: number) =>
  useSupportAction<
    { reason: string; captain_id: number; current_captain_id: number | null },
    typeof reassignOrderCaptainBody
  >(
    orderId,
    () => 'reassign-captain',
    (v) => v,
  );
