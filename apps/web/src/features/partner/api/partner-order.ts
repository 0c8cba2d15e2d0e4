export type { RestaurantHistory } from '@khabar/domain/contracts/partner/list-restaurant-history';
export type { PartnerOrder } from '@khabar/domain/contracts/partner/partner-order';

/** The live list's key; the history's sits beside it, so one invalidation of both reads both again. */
export const partnerOrdersKey = (restaurantId: number) => ['partner-orders', restaurantId, 'active'] as const;
export const partnerHistoryKey = (restaurantId: number) =>
  ['partner-orders', restaurantId, 'history'] as const;
