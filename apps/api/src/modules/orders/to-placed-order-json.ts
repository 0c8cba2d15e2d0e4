import type { PlacedOrderJson } from '@khabar/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';

export interface PlacedOrder {
  orderId: number;
  uniqueOrderId: string;
  statusId: number;
  payment: { providerOrderId: string; amountPaise: number } | null;
}

/** The order, and for an online payment what the page needs to collect it. */
export function toPlacedOrderJson({
  placed,
  gateway,
}: {
  placed: PlacedOrder;
  gateway: PaymentGateway;
}): PlacedOrderJson {
  return {
    id: placed.orderId,
    unique_order_id: placed.uniqueOrderId,
    orderstatus_id: placed.statusId,
    payment: placed.payment && {
      provider: gateway.provider,
      key: gateway.publicKey,
      provider_order_id: placed.payment.providerOrderId,
      amount: placed.payment.amountPaise,
      currency: 'INR',
      ...(gateway.checkoutUrl ? { checkout_url: gateway.checkoutUrl(placed.payment.providerOrderId) } : {}),
    },
  };
}
