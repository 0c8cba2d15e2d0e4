import type { CouponSummary, Restaurant } from '@khabar/domain/contracts/catalog/restaurant';

let nextId = 1;

/** A valid restaurant of the list call, with the fields a test cares about overridden. */
export function restaurantFixture(overrides: Partial<Restaurant> = {}): Restaurant {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `restaurant-${id}`,
    name: `Restaurant ${id}`,
    description: 'Biryani, Mughlai',
    msg: '',
    image: 'restaurants/x.svg',
    address: 'Park Street',
    locality: 'Park Street',
    contact_number: '9000000000',
    latitude: 22.55,
    longitude: 88.35,
    is_active: 1,
    is_open: 1,
    is_featured: 0,
    is_pureveg: 0,
    is_accept_cod: 1,
    rating: 3.5,
    rating_count: 10,
    price_range: '400.00',
    delivery_time: 30,
    delivery_time_text: '30-35 min',
    restaurant_charges: '2.00',
    delivery_charge_type: 'DYNAMIC',
    base_delivery_charge: '20.00',
    base_delivery_distance: 3,
    extra_delivery_charge: '5.00',
    delivery_radius: 8,
    certificate: null,
    opening_hours_text: '11:00 am - 11:00 pm',
    opens_at: null,
    opens_at_text: '',
    distance: 1200,
    coupons: [],
    ...overrides,
  };
}

/** A coupon as a restaurant carries it; restaurant_id null is a platform-wide coupon. */
export function couponFixture(overrides: Partial<CouponSummary> = {}): CouponSummary {
  return {
    id: 1,
    code: 'SAVE20',
    name: 'Save 20',
    description: '20% off',
    discount_type: 'PERCENTAGE',
    discount: '20.00',
    upto_amount: '100.00',
    min_order_amount: '199.00',
    is_active: 1,
    restaurant_id: null,
    first_order_only: 0,
    ...overrides,
  };
}
