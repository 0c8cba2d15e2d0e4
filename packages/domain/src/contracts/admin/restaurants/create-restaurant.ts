// POST /api/admin/restaurants/create { ...fields, slug? } -> the restaurant (admins only). The slug is
// made from the name when not given; a taken one is a 409. It starts with no menu: its staff or an
// admin add categories and dishes in the menu editor, and it is listed once it has them.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminRestaurant, restaurantFields, restaurantSlug } from './restaurant-fields.ts';

export const createRestaurantBody = z
  .object({
    ...authFields,
    ...restaurantFields,
    slug: restaurantSlug.nullish(),
    description: restaurantFields.description.default(''),
    msg: restaurantFields.msg.default(''),
    is_active: restaurantFields.is_active.default(true),
    is_featured: restaurantFields.is_featured.default(false),
    is_pureveg: restaurantFields.is_pureveg.default(false),
    is_accept_cod: restaurantFields.is_accept_cod.default(true),
    commission_percent: restaurantFields.commission_percent.default(0),
    packaging_percent: restaurantFields.packaging_percent.default(0),
  })
  .meta({
    examples: [
      {
        name: 'Aminia Darbar',
        description: 'Mughlai and Kolkata biryani since 1929.',
        msg: 'Free delivery over 299 rupees',
        address: '4B Park Street, Kolkata',
        locality: 'Park Street',
        latitude: 22.5526,
        longitude: 88.3525,
        contact_number: '9830012345',
        is_active: true,
        is_featured: false,
        is_pureveg: false,
        is_accept_cod: false,
        price_for_two: 1,
        delivery_time_min: 30,
        packaging_percent: 1,
        commission_percent: 1,
        delivery_charge_type: 'FIXED',
        base_delivery_charge: 1,
        base_delivery_distance_km: 1,
        extra_delivery_charge: 1,
        delivery_radius_km: 1,
        hours: [
          { day: 1, opens: '11:00', closes: '15:00' },
          { day: 1, opens: '18:00', closes: '23:00' },
        ],
        slug: 'fuzz-kitchen',
      },
    ],
  });
export type CreateRestaurantBody = z.infer<typeof createRestaurantBody>;
export const createRestaurantResponse = okResponse(adminRestaurant);
