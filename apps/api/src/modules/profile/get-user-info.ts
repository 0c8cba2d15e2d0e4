// update-user-info: the caller's profile and wallet balance; with a unique_order_id it is also the
// spec's tracking call and adds that order's rider (delivery_details).
import type { Db } from '@khabar/db';
import { getDeliveryDetails } from '../tracking/index.ts';
import { getUserProfile } from './get-user-profile.ts';

export async function getUserInfo({
  db,
  userId,
  uniqueOrderId,
}: {
  db: Db;
  userId: number;
  uniqueOrderId: string | null;
}) {
  const data = await getUserProfile({ db, userId });
  if (!uniqueOrderId) return { success: true as const, data };
  const riderOfOrder = await getDeliveryDetails({ db, userId, uniqueOrderId });
  return { success: true as const, data, delivery_details: riderOfOrder };
}
