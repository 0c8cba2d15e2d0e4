import type { markOrderDeliveredBody } from '@khabar/domain/contracts/support/mark-order-delivered';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/mark-delivered `{ reason }` (admins only): delivered without the PIN. */
export const useMarkOrderDelivered = (orderId: number) =>
  useSupportAction<{ reason: string }, typeof markOrderDeliveredBody>(
    orderId,
    () => 'mark-delivered',
    (v) => v,
  );
