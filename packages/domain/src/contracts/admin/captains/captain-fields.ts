// What the back office's captain calls share: a captain as an operator sees them (duty, suspension,
// last position, the order they carry now) and the version a change must name.
import { z } from 'zod';
import { rupees } from '../../common/envelope.ts';
import { idInput } from '../../common/strict-inputs.ts';

const VEHICLE_MESSAGE = 'vehicle_number must be 4 to 15 letters, digits and spaces, like WB 02 AN 1041';
/** A registration plate as painted ("wb 02  an 1041" reads "WB 02 AN 1041"). */
export const vehicleNumber = z
  .string({ error: VEHICLE_MESSAGE })
  .trim()
  .transform((s) => s.replace(/ +/g, ' ').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9 ]{4,15}$/, VEHICLE_MESSAGE));

export const captainVersion = idInput('version');

export const captainIdParam = z
  .object({ captainId: idInput('captainId') })
  .meta({ examples: [{ captainId: 1 }] });

export const adminCaptain = z.object({
  id: z.number().int(),
  /** The account the captain logs in with (null if that account was deleted). */
  user_id: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  vehicle_number: z.string(),
  photo: z.string().nullable(),
  is_on_duty: z.boolean(),
  /** Set while suspended: off duty, no offers, refused going on duty. */
  suspended_at: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  position_at: z.string().nullable(),
  is_demo: z.boolean(),
  /** The demo autopilot's own rider (decision 041): no account, nobody logs in as it or goes on duty. */
  autopilot_rider: z.boolean(),
  version: z.number().int(),
  /** The order assigned to them and not yet delivered or cancelled, if any. */
  carrying_order: z
    .object({ id: z.number().int(), unique_order_id: z.string(), orderstatus_id: z.number().int() })
    .nullable(),
  /** The cash they hold now (decision 039): for an admin; null for support, who see no money. */
  cash_held: rupees.nullable(),
});
export type AdminCaptain = z.infer<typeof adminCaptain>;
