// The fields an order has in each answer about it (the customer's order, the restaurant console's
// order, the captain app's trip), built once so that the three cannot come to disagree on what an id, a
// status, a time or an order's line is. Each answer adds its own (money, the drop, the actions).
import type { schema } from '@khabar/db';
import { choicesJson, MAX_PIN_ATTEMPTS, orderStatusLabel } from '@khabar/domain';
import type { OrderRow } from './lifecycle-context.ts';

type LineRow = Pick<
  typeof schema.orderItems.$inferSelect,
  'id' | 'orderId' | 'name' | 'quantity' | 'choices'
>;

export const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/** The fields the customer's, the console's and the captain's answers about an order share. */
export function orderCoreJson(o: OrderRow) {
  return {
    id: o.id,
    unique_order_id: o.uniqueOrderId,
    orderstatus_id: o.orderstatusId,
    payment_mode: o.paymentMode,
    scheduled_for: isoOrNull(o.scheduledFor),
  };
}

/**
 * The fields the people who handle an order (the restaurant's staff, the captain) see alike: its status
 * in words, when it was ready, whether its PIN is locked, the customer's first name only, and its lines
 * (of all the orders' `lines`, this order's, in the order they were added).
 */
export function handledOrderJson({
  order,
  lines,
  customerName,
}: {
  order: OrderRow;
  lines: LineRow[];
  customerName: string;
}) {
  return {
    ...orderCoreJson(order),
    status_label: orderStatusLabel(order.orderstatusId),
    ready_at: isoOrNull(order.readyAt),
    pin_locked: order.pinAttempts >= MAX_PIN_ATTEMPTS,
    customer_name: customerName.trim().split(/\s+/)[0] ?? '',
    items: lines
      .filter((l) => l.orderId === order.id)
      .sort((a, b) => a.id - b.id)
      .map((l) => ({ name: l.name, quantity: l.quantity, choices: choicesJson(l.choices) })),
  };
}
