// The alerts a customer gets as their order moves (get-user-notifications), each linked to its order.
// Steps the customer does not care about (the captain reaching the restaurant, a delivery order's food
// being ready) send none.
import { type Db, schema } from '@khabar/db';
import { formatInr, type LifecycleAction, scheduledForText } from '@khabar/domain';
import type { OrderRow } from './lifecycle-context.ts';

export interface AlertFacts {
  order: OrderRow;
  restaurantName: string;
  captain: { name: string; vehicleNumber: string } | null;
}

export function stepAlert(action: LifecycleAction, f: AlertFacts): { title: string; message: string } | null {
  const id = f.order.uniqueOrderId;
  const pickup = f.order.deliveryType === 2;
  switch (action) {
    case 'accept':
      return {
        title: 'Order accepted',
        message: `${f.restaurantName} is preparing your order ${id}${f.order.preparationMin ? `, ready in about ${f.order.preparationMin} min` : ''}.`,
      };
    case 'mark_ready':
      return pickup
        ? {
            title: 'Ready for pickup',
            message: `Your order ${id} is ready at ${f.restaurantName}. Show your PIN at the counter.`,
          }
        : null;
    case 'assign_captain':
      return {
        title: 'Rider assigned',
        message: f.captain
          ? `${f.captain.name} (${f.captain.vehicleNumber}) will pick up your order ${id} from ${f.restaurantName}.`
          : `A rider will pick up your order ${id} from ${f.restaurantName}.`,
      };
    case 'pick_up':
      return {
        title: 'On the way',
        message: `${f.captain?.name ?? 'Your rider'} has picked up your order ${id} and is on the way.`,
      };
    case 'deliver':
      return {
        title: 'Delivered',
        message: `Your order ${id} was delivered. Enjoy your meal, and tell us how it was: open the order to rate it.`,
      };
    case 'hand_over':
      return {
        title: 'Collected',
        message: `You collected your order ${id}. Enjoy your meal, and tell us how it was: open the order to rate it.`,
      };
    case 'cancel':
      return { title: 'Order cancelled', message: `You cancelled your order ${id}.` };
    case 'reject':
      return {
        title: 'Order cancelled',
        message: `${f.restaurantName} could not take your order ${id}: ${f.order.cancelReason ?? 'no reason given'}.`,
      };
    case 'auto_cancel':
      // An order for later the restaurant could not take at its release (decision 048).
      if (f.order.scheduledFor && f.order.placedAt === null) {
        return {
          title: 'Order cancelled',
          message: `${f.restaurantName} cannot take your order ${id} (${scheduledForText(f.order.scheduledFor)}): ${f.order.cancelReason ?? 'it is closed'}. It is cancelled and your money comes back.`,
        };
      }
      return {
        title: 'Order cancelled',
        message: `${f.restaurantName} did not accept your order ${id} in time, so it was cancelled.`,
      };
    case 'operator_cancel':
      return {
        title: 'Order cancelled',
        message: `Khabar support cancelled your order ${id}: ${f.order.cancelReason ?? 'no reason given'}.`,
      };
    case 'reassign_captain':
      return {
        title: 'Rider changed',
        message: f.captain
          ? `${f.captain.name} (${f.captain.vehicleNumber}) will now pick up your order ${id} from ${f.restaurantName}.`
          : `Another rider will pick up your order ${id} from ${f.restaurantName}.`,
      };
    case 'unassign_captain':
    case 'redispatch':
      return {
        title: 'Finding a rider',
        message: `We are finding another rider for your order ${id} from ${f.restaurantName}.`,
      };
    case 'operator_deliver':
      return {
        title: 'Delivered',
        message: `Your order ${id} was delivered. Enjoy your meal, and tell us how it was: open the order to rate it.`,
      };
    case 'unlock_pin':
      return pinAgainAlert(f.order);
    case 'arrive':
      return null;
  }
}

/** After support unlocks a locked handover: the same PIN, told again (the customer alone sees it). */
function pinAgainAlert(order: OrderRow) {
  const where = order.deliveryType === 2 ? 'Show it at the counter' : 'Tell it to your rider at the door';
  return {
    title: 'Your delivery PIN',
    message: `Support unlocked the handover of your order ${order.uniqueOrderId}. Your PIN is still ${order.deliveryPin}. ${where}.`,
  };
}

/** The alert that carries a new delivery PIN after a lock (renew-delivery-pin.ts). */
export function pinRenewedAlert(order: OrderRow, pin: string) {
  const where = order.deliveryType === 2 ? 'Show it at the counter' : 'Tell it to your rider at the door';
  return {
    title: 'New delivery PIN',
    message: `Your order ${order.uniqueOrderId} has a new PIN: ${pin}. ${where}; the old PIN no longer works.`,
  };
}

/** The refund alert: money back in the wallet at once, or on its way through the gateway. */
export function refundAlert(
  method: 'wallet' | 'gateway',
  stage: 'started' | 'processed',
  amountPaise: number,
  uniqueOrderId: string,
) {
  const amount = formatInr(amountPaise);
  if (method === 'wallet') {
    return { title: 'Refunded', message: `${amount} for order ${uniqueOrderId} is back in your wallet.` };
  }
  return stage === 'started'
    ? {
        title: 'Refund started',
        message: `${amount} for order ${uniqueOrderId} is being refunded to your original payment method.`,
      }
    : {
        title: 'Refunded',
        message: `${amount} for order ${uniqueOrderId} was refunded to your original payment method; banks take 3-4 business days to show it.`,
      };
}

export async function insertAlert(
  tx: Db,
  input: { userId: number; orderId: number; title: string; message: string; at: Date },
): Promise<void> {
  await tx.insert(schema.notifications).values({
    userId: input.userId,
    orderId: input.orderId,
    title: input.title,
    message: input.message,
    createdAt: input.at,
  });
}
