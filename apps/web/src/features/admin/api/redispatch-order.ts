import type { redispatchOrderBody } from '@khabar/domain/contracts/support/redispatch-order';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/redispatch `{ reason }`: the open offer ends, the next captain is offered it. */
export const useRedispatchOrder = (orderId: number) =>
  useSupportAction<{ reason: string }, typeof redispatchOrderBody>(
    orderId,
    () => 'redispatch',
    (v) => v,
  );
