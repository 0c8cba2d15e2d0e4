import type { unassignOrderCaptainBody } from '@khabar/domain/contracts/support/unassign-order-captain';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/unassign-captain `{ reason }`: off its captain, back to dispatch. */
export const useUnassignOrderCaptain = (orderId: number) =>
  useSupportAction<{ reason: string }, typeof unassignOrderCaptainBody>(
    orderId,
    () => 'unassign-captain',
    (v) => v,
  );
