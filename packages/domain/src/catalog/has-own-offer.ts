/**
 * Whether a restaurant runs an offer of its own: an active coupon of this restaurant. The platform's
 * coupons come with every restaurant, so they do not make it one "with offers" (the Offers filter and
 * the offers page).
 */
export const hasOwnOffer = (r: {
  id: number;
  coupons: readonly { is_active: 0 | 1; restaurant_id: number | null }[];
}): boolean => r.coupons.some((c) => c.is_active === 1 && c.restaurant_id === r.id);
