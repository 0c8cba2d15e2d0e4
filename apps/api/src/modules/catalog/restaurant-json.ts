// A restaurant row in the shape of the spec (contracts/catalog/restaurant.ts), minus the fields that
// depend on the moment or the asker (is_open, opening_hours_text, opens_at, opens_at_text, distance,
// delivery_time_text).

import type { schema } from '@khabar/db';
import type { CouponSummary, DishChoiceGroup, MenuChoiceGroup, MenuItem, Restaurant } from '@khabar/domain';
import { paiseToRupees, promisedMinutes, promiseText } from '@khabar/domain';

type RestaurantRow = typeof schema.restaurants.$inferSelect;
type CouponRow = typeof schema.coupons.$inferSelect;
type ItemRow = typeof schema.items.$inferSelect;

export type StaticRestaurant = Omit<
  Restaurant,
  'is_open' | 'opening_hours_text' | 'opens_at' | 'opens_at_text' | 'distance' | 'delivery_time_text'
>;

const flag = (v: boolean) => (v ? 1 : 0) as 0 | 1;
const km = (metres: number) => Math.round(metres / 100) / 10;

/** A dish's groups as the menu shows them: out-of-stock options listed with is_active 0. */
const toMenuChoiceGroups = (groups: readonly DishChoiceGroup[]): MenuChoiceGroup[] =>
  groups.map((g) => ({
    id: g.id,
    name: g.name,
    kind: g.kind,
    min: g.min,
    max: g.max,
    choices: g.choices.map((c) => ({
      id: c.id,
      name: c.name,
      price: paiseToRupees(c.pricePaise),
      is_veg: flag(c.isVeg),
      has_egg: flag(c.hasEgg),
      is_active: flag(c.isActive),
    })),
  }));

/** A dish of the menu; `choice_groups` only on a dish that has some (issue 27). */
export function toMenuItem({
  item,
  categoryName,
  groups = [],
}: {
  item: ItemRow;
  categoryName: string;
  groups?: readonly DishChoiceGroup[];
}): MenuItem {
  const json: MenuItem = {
    id: item.id,
    restaurant_id: item.restaurantId,
    slug: item.slug,
    name: item.name,
    desc: item.descHtml,
    price: paiseToRupees(item.pricePaise),
    old_price: paiseToRupees(item.oldPricePaise ?? 0),
    image: item.image,
    is_veg: flag(item.isVeg),
    has_egg: flag(item.hasEgg),
    is_active: flag(item.isActive),
    is_recommended: flag(item.isRecommended),
    category_name: categoryName,
  };
  if (groups.length) json.choice_groups = toMenuChoiceGroups(groups);
  return json;
}

export function toCouponSummary(c: CouponRow): CouponSummary {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    description: c.description,
    discount_type: c.discountType,
    discount:
      c.discountType === 'PERCENTAGE' ? paiseToRupees(c.discountValue * 100) : paiseToRupees(c.discountValue),
    upto_amount: c.uptoAmountPaise === null ? null : paiseToRupees(c.uptoAmountPaise),
    min_order_amount: paiseToRupees(c.minOrderAmountPaise),
    is_active: flag(c.isActive),
    restaurant_id: c.restaurantId,
    first_order_only: flag(c.firstOrderOnly),
  };
}

export function toStaticRestaurant({
  r,
  ratingCount,
  coupons,
}: {
  r: RestaurantRow;
  ratingCount: number;
  coupons: CouponSummary[];
}): StaticRestaurant {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    msg: r.msg,
    image: r.image,
    address: r.address,
    locality: r.locality,
    contact_number: r.contactNumber,
    latitude: r.latitude,
    longitude: r.longitude,
    is_active: flag(r.isActive),
    is_featured: flag(r.isFeatured),
    is_pureveg: flag(r.isPureVeg),
    is_accept_cod: flag(r.isAcceptCod),
    rating: r.rating,
    rating_count: ratingCount,
    price_range: paiseToRupees(r.priceForTwoPaise),
    delivery_time: r.deliveryTimeMin,
    restaurant_charges: paiseToRupees(r.restaurantChargesBp),
    delivery_charge_type: r.deliveryChargeType,
    base_delivery_charge: paiseToRupees(r.baseDeliveryChargePaise),
    base_delivery_distance: km(r.baseDeliveryDistanceM),
    extra_delivery_charge: paiseToRupees(r.extraDeliveryChargePaise),
    delivery_radius: km(r.deliveryRadiusM),
    certificate: r.certificate,
    coupons,
  };
}

/**
 * "42 min": the one promise (decision 011) for the road distance, estimated here as the straight line
 * times the road factor (a list cannot ask a router about every restaurant); the cart asks the router.
 * With no distance (a restaurant asked for by its slug), the least it can be: "35+ min".
 */
export function deliveryTimeText({
  deliveryTimeMin,
  distanceM,
  roadFactor,
}: {
  deliveryTimeMin: number;
  distanceM: number | null;
  roadFactor: number;
}): string {
  if (distanceM === null) {
    return `${promisedMinutes({ preparationMin: deliveryTimeMin, roadMetres: 0, mode: 'delivery' })}+ min`;
  }
  const roadMetres = distanceM * roadFactor;
  return promiseText(promisedMinutes({ preparationMin: deliveryTimeMin, roadMetres, mode: 'delivery' }));
}
