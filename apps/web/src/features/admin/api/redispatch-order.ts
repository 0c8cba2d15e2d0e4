import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/redispatch `{ reason }`: the open offer ends, the next captain is offered it. */
export const useRedispatchOrder = (orderId: number) =>
  useSupportAction<{ reason: string }>(
    orderId,
    () => 'redispatch',
    (v) => v,
  );
