// A captain's own profile, as partner/me and captain/me answer it.
import { z } from 'zod';

export const captainProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  photo: z.string().nullable(),
  vehicle_number: z.string(),
  is_on_duty: z.boolean(),
});
export type CaptainProfile = z.infer<typeof captainProfile>;
