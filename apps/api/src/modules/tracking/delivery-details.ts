// The rider of an order as the spec names them (docs/product.md, Entities: name, phone, photo, vehicle).
import { type Db, schema } from '@khabar/db';
import type { DeliveryDetailsJson } from '@khabar/domain';
import { eq } from 'drizzle-orm';

export async function riderOf({
  db,
  deliveryPartnerId,
}: {
  db: Db;
  deliveryPartnerId: number | null;
}): Promise<DeliveryDetailsJson | null> {
  if (deliveryPartnerId === null) return null;
  const [p] = await db
    .select()
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.id, deliveryPartnerId));
  return p ? { name: p.name, phone: p.phone, photo: p.photo, vehicle_number: p.vehicleNumber } : null;
}
