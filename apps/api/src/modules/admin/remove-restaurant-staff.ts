import { type Db, schema } from '@khabar/db';
import type { RestaurantStaffMember } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { requireOperator } from './require-operator.ts';
import { readRestaurantStaff } from './restaurant-staff.ts';

/** An admin takes a person's access to one restaurant's console away; the account stays. */
export async function removeRestaurantStaff(input: {
  db: Db;
  now: () => Date;
  userId: number;
  restaurantId: number;
  staffUserId: number;
}): Promise<RestaurantStaffMember[]> {
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const before = (await readRestaurantStaff({ db: tx, restaurantId: input.restaurantId })).find(
      (s) => s.user_id === input.staffUserId,
    );
    if (!before) throw new AppError('NOT_FOUND', 'This person is not staff of the restaurant.');
    await tx
      .delete(schema.restaurantStaff)
      .where(
        and(
          eq(schema.restaurantStaff.restaurantId, input.restaurantId),
          eq(schema.restaurantStaff.userId, input.staffUserId),
        ),
      );
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'staff.remove',
      entity: 'staff',
      entityId: input.staffUserId,
      restaurantId: input.restaurantId,
      before,
      after: null,
      at: input.now(),
    });
    return readRestaurantStaff({ db: tx, restaurantId: input.restaurantId });
  });
}
