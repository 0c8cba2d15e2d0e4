import type { schema } from '@khabar/db';
import type { CaptainProfile } from '@khabar/domain';

export const captainProfileJson = (c: typeof schema.deliveryPartners.$inferSelect): CaptainProfile => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  photo: c.photo,
  vehicle_number: c.vehicleNumber,
  is_on_duty: c.isOnDuty,
});
