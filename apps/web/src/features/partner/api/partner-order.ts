export type { OrdersScope } from '@khabar/domain/contracts/partner/list-restaurant-orders';
export type { PartnerOrder } from '@khabar/domain/contracts/partner/partner-order';

import type { OrdersScope } from '@khabar/domain/contracts/partner/list-restaurant-orders';

export const partnerOrdersKey = (restaurantId: number, scope: OrdersScope) =>
  ['partner-orders', restaurantId, scope] as const;
