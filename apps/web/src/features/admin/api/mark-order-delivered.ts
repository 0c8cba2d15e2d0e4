import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/mark-delivered `{ reason }` (admins only): delivered without the PIN. */
export const useMarkOrderDelivered = (orderId: number) =>
  useSupportAction<{ reason: string }>(
    orderId,
    () => 'mark-delivered',
    (v) => v,
  );
