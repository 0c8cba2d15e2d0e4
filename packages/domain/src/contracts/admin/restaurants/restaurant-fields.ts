// A restaurant as the back office reads and writes it. Money is rupees, rates are percent and
// distances km at the edge; the server keeps paise, basis points and metres (decision 001).
import { z } from 'zod';
import { weeklyHoursProblem } from '../../../catalog/weekly-hours.ts';
import { latitude, longitude, rupees } from '../../common/envelope.ts';
import { plainText } from '../../common/lifecycle-fields.ts';
import { mobileInput, operatorName } from '../operator-fields.ts';

/** A number with at most `decimals` decimals between min and max, as a number or a string. */
const bounded = (name: string, min: number, max: number, decimals: number, unit: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,7}(\.\d{1,4})?$/, `${name} must be a number`)], {
      error: `${name} must be a number`,
    })
    .transform(Number)
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, {
      message: `${name} must be from ${min} to ${max}${unit}`,
    })
    .refine((v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6, {
      message: `${name} can have at most ${decimals} decimals`,
    });

export const restaurantSlug = z
  .string({ error: 'slug must be text' })
  .trim()
  .min(3, 'slug must be 3 to 80 characters')
  .max(80, 'slug must be 3 to 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug may hold only a-z, 0-9 and single hyphens between them');

export const hoursWindow = z.object({
  day: z.number({ error: 'day must be 0 (Sunday) to 6 (Saturday)' }).int().min(0).max(6),
  opens: z.string({ error: 'opens must be HH:MM' }).max(5),
  closes: z.string({ error: 'closes must be HH:MM' }).max(5),
});
export const weeklyHours = z
  .array(hoursWindow, { error: 'hours must be a list of windows' })
  .max(42, 'hours can have at most 42 windows')
  .superRefine((hours, ctx) => {
    const problem = weeklyHoursProblem(hours);
    if (problem) ctx.addIssue({ code: 'custom', message: `hours: ${problem}` });
  });

/** Every field an admin sets; create takes all of them (some have defaults), update any. */
export const restaurantFields = {
  name: plainText(2, 80, 'Name the restaurant in 2 to 80 characters.'),
  description: plainText(0, 200, 'Keep the cuisines line to 200 characters.'),
  msg: plainText(0, 60, 'Keep the tagline to 60 characters.'),
  address: plainText(5, 200, 'Write the address in 5 to 200 characters.'),
  locality: plainText(2, 60, 'Name the locality in 2 to 60 characters.'),
  latitude,
  longitude,
  contact_number: z
    .string({ error: 'contact_number must be a 10 to 12 digit phone number' })
    .trim()
    .regex(/^\d{10,12}$/, 'contact_number must be a 10 to 12 digit phone number'),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  is_featured: z.boolean({ error: 'is_featured must be true or false' }),
  is_pureveg: z.boolean({ error: 'is_pureveg must be true or false' }),
  is_accept_cod: z.boolean({ error: 'is_accept_cod must be true or false' }),
  price_for_two: bounded('price_for_two', 0, 100_000, 2, ' rupees'),
  delivery_time_min: bounded('delivery_time_min', 5, 180, 0, ' minutes'),
  packaging_percent: bounded('packaging_percent', 0, 30, 2, ' %'),
  commission_percent: bounded('commission_percent', 0, 50, 2, ' %'),
  delivery_charge_type: z.enum(['FIXED', 'DYNAMIC'], {
    error: 'delivery_charge_type must be FIXED or DYNAMIC',
  }),
  base_delivery_charge: bounded('base_delivery_charge', 0, 1_000, 2, ' rupees'),
  base_delivery_distance_km: bounded('base_delivery_distance_km', 0, 30, 1, ' km'),
  extra_delivery_charge: bounded('extra_delivery_charge', 0, 500, 2, ' rupees a km'),
  delivery_radius_km: bounded('delivery_radius_km', 0.5, 30, 1, ' km'),
  hours: weeklyHours,
};

export const adminRestaurant = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  msg: z.string(),
  image: z.string(),
  address: z.string(),
  locality: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  contact_number: z.string(),
  is_active: z.boolean(),
  is_accepting_orders: z.boolean(),
  is_featured: z.boolean(),
  is_pureveg: z.boolean(),
  is_accept_cod: z.boolean(),
  price_for_two: rupees,
  delivery_time_min: z.number().int(),
  packaging_percent: z.number(),
  commission_percent: z.number(),
  delivery_charge_type: z.enum(['FIXED', 'DYNAMIC']),
  base_delivery_charge: rupees,
  base_delivery_distance_km: z.number(),
  extra_delivery_charge: rupees,
  delivery_radius_km: z.number(),
  hours: z.array(z.object({ day: z.number().int(), opens: z.string(), closes: z.string() })),
  version: z.number().int(),
});
export type AdminRestaurant = z.infer<typeof adminRestaurant>;

export const staffRole = z.enum(['owner', 'staff'], { error: 'role must be owner or staff' });
export const restaurantStaffMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: staffRole,
  since: z.string(),
});
export type RestaurantStaffMember = z.infer<typeof restaurantStaffMember>;
export const staffInvite = { phone: mobileInput, name: operatorName, role: staffRole };
