import type { Cart } from '@khabar/domain/cart/cart';
import type { OrderLocation } from '@khabar/domain/contracts/orders/cart-payload';
import type { CartQuote, cartQuoteBody } from '@khabar/domain/contracts/orders/cart-quote';
import { paiseToRupees } from '@khabar/domain/money/rupees';
import type { PaymentMethod } from '@khabar/domain/pricing/payment-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { DeliveryMode } from '../../lib/location-store.ts';
import { useUser } from '../../lib/session-store.ts';

export type PayMethod = PaymentMethod;

/** Where the order goes, as place-order's `location` field wants it. */
export type DeliverTo = OrderLocation;

export interface CartChoices {
  coupon: string;
  tipRupees: number;
  method: PayMethod;
  partialWallet: boolean;
  /** An order for later: the slot's start (ISO); null to deliver now (decision 048). */
  scheduledFor: string | null;
}

/**
 * The body cart-quote and place-order share (field names: docs/product.md, The calls). Each line sends
 * its chosen options' ids (issue 27); place-order (`withPrices`) also sends the price of one as the cart
 * showed it, so a price changed since is refused naming the dish rather than charged unseen.
 */
export function orderPayload(
  cart: Cart,
  to: DeliverTo,
  mode: DeliveryMode,
  c: CartChoices,
  { withPrices = false } = {},
) {
  return {
    order: cart.lines.map((l) => ({
      id: l.itemId,
      quantity: l.quantity,
      choices: (l.choices ?? []).map((o) => o.id),
      ...(withPrices ? { price: paiseToRupees(l.pricePaise) } : {}),
    })),
    coupon: c.coupon,
    driver_tip_amount: c.tipRupees,
    delivery_type: mode === 'self' ? (2 as const) : (1 as const),
    location: to,
    method: c.method,
    partial_wallet: c.method === 'RAZORPAY' && c.partialWallet,
    scheduled_for: c.scheduledFor,
  };
}

/**
 * The bill as the server prices it: the amount the customer agrees to is the amount charged. The
 * previous answer stays on screen while a change is re-priced, so steppers never flash a skeleton.
 */
export function useCartQuote(cart: Cart, to: DeliverTo | null, mode: DeliveryMode, c: CartChoices) {
  const user = useUser();
  const body = to && cart.lines.length > 0 ? orderPayload(cart, to, mode, c) : null;
  return useQuery<CartQuote>({
    queryKey: ['cart-quote', user?.id ?? null, body],
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: 1,
    queryFn: ({ signal }) =>
      apiRequest<{ data: CartQuote }, typeof cartQuoteBody>('cart-quote', {
        body: body ?? undefined,
        signal,
      }).then((r) => r.data),
  });
}
