// POST /api/admin/restaurants/:restaurantId/update { version, ...any fields } -> the restaurant (admins
// only). Deactivating is is_active false: it leaves the lists, its past orders keep it. A slug of null
// is made again from the name (with a number when taken), as create makes one: the back office's form
// sends null for a web address left blank, and never works a slug out itself.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { adminRestaurant, restaurantFields, restaurantSlug } from './restaurant-fields.ts';

export const updateRestaurantBody = z
  .object({ ...restaurantFields, slug: restaurantSlug.nullable() })
  .partial()
  .extend({ ...authFields, version: idInput('version') })
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
        version: 1,
      },
    ],
  });
export type UpdateRestaurantBody = z.infer<typeof updateRestaurantBody>;
export const updateRestaurantResponse = okResponse(adminRestaurant);
