import { type Db, schema } from '@khabar/db';
import type { RestaurantStaffMember } from '@khabar/domain';
import { recordAudit } from '../audit/index.ts';
import { ensureAccount } from './ensure-account.ts';
import { requireOperator } from './require-operator.ts';
import { readRestaurantStaff } from './restaurant-staff.ts';

/** An admin gives a phone the restaurant's console (as owner or staff); again, it changes the role. */
export async function inviteRestaurantStaff(input: {
  db: Db;
  now: () => Date;
  userId: number;
  restaurantId: number;
  phone: string;
  name: string;
  role: 'owner' | 'staff';
}): Promise<RestaurantStaffMember[]> {
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const before = await readRestaurantStaff({ db: tx, restaurantId: input.restaurantId });
    const user = await ensureAccount({ tx, phone: input.phone, name: input.name });
    const at = input.now();
    await tx
      .insert(schema.restaurantStaff)
      .values({ userId: user.id, restaurantId: input.restaurantId, role: input.role, createdAt: at })
      .onConflictDoUpdate({
        target: [schema.restaurantStaff.userId, schema.restaurantStaff.restaurantId],
        set: { role: input.role },
      });
    const after = await readRestaurantStaff({ db: tx, restaurantId: input.restaurantId });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'staff.invite',
      entity: 'staff',
      entityId: user.id,
      restaurantId: input.restaurantId,
      before: before.find((s) => s.user_id === user.id) ?? null,
      after: after.find((s) => s.user_id === user.id) ?? null,
      at,
    });
    return after;
  });
}
