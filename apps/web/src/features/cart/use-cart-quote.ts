import { type Cart, subtotalPaise } from '@khabar/domain/cart/cart';
import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import { rupeesToPaise } from '@khabar/domain/money/rupees';
import { type Bill, computeBill } from '@khabar/domain/pricing/bill';
import { promisedMinutes, quoteDelivery } from '@khabar/domain/pricing/delivery-fee';
import type { ChosenLocation, DeliveryMode } from '../../lib/location-store.ts';
import { useAppConfig } from '../../lib/use-app-config.ts';
import { useRestaurantInfo, useRoadDistance } from '../../lib/use-restaurant-menu.ts';

export type Blocker =
  | 'Restaurant is closed.'
  | 'Restaurant is inactive.'
  | "Restaurant doesn't serve in this location."
  | null;

/**
 * The bill the customer will pay, priced in the browser with the same domain functions the server
 * uses when the order is placed: subtotal, packaging, tax, delivery for the road distance, tip, discount.
 */
export function useCartQuote(
  cart: Cart,
  location: ChosenLocation | null,
  mode: DeliveryMode,
  extras: { tipPaise?: number; discountPaise?: number } = {},
) {
  const config = useAppConfig();
  const info = useRestaurantInfo(cart.restaurant?.slug ?? '');
  const r = info.data;
  const distance = useRoadDistance(
    mode === 'delivery' ? location : null,
    r ? { lat: r.latitude, lng: r.longitude } : null,
  );
  const loading = info.isPending || config.isPending || (mode === 'delivery' && distance.isPending);

  let bill: Bill | null = null;
  let blocker: Blocker = null;
  let minutes: number | null = null;
  if (r && config.data && !loading) {
    const delivery = quoteDelivery(
      {
        type: r.delivery_charge_type,
        basePaise: rupeesToPaise(r.base_delivery_charge),
        baseKm: r.base_delivery_distance,
        extraPerKmPaise: rupeesToPaise(r.extra_delivery_charge),
        radiusKm: r.delivery_radius,
      },
      distance.data ?? null,
      mode,
    );
    if (!r.is_active) blocker = 'Restaurant is inactive.';
    else if (!isOrderable(r)) blocker = 'Restaurant is closed.';
    else if (!delivery.ok) blocker = "Restaurant doesn't serve in this location.";
    bill = computeBill({
      subtotalPaise: subtotalPaise(cart),
      packagingBp: rupeesToPaise(r.restaurant_charges),
      taxBp: config.data.taxBp,
      deliveryPaise: delivery.ok ? delivery.feePaise : 0,
      tipPaise: extras.tipPaise ?? 0,
      discountPaise: extras.discountPaise ?? 0,
    });
    minutes = mode === 'self' ? r.delivery_time : promisedMinutes(distance.data ?? 0);
  }
  return {
    restaurant: r,
    restaurantError: info.error,
    loading,
    bill,
    blocker,
    minutes,
    minOrderPaise: config.data?.minOrderPaise ?? 9900,
    taxBp: config.data?.taxBp ?? 500,
  };
}
