// Who may edit a restaurant's menu: its own staff, and the platform's admins. To anyone else (a
// customer, another restaurant's staff, a support agent, a captain) the restaurant is not found, as
// in the restaurant console.
import type { Db } from '@khabar/db';
import { AppError } from '../../errors/app-error.ts';
import { operatorLevelOf } from '../admin/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { isStaffOf } from '../lifecycle/index.ts';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

/** The actor as the audit log names them: 'staff' for the restaurant's own people, 'admin' otherwise. */
export async function requireMenuEditor({
  db,
  userId,
  restaurantId,
  notFound = RESTAURANT_NOT_FOUND,
}: {
  db: Db;
  userId: number;
  restaurantId: number;
  notFound?: string;
}): Promise<AuditActor> {
  if (await isStaffOf({ tx: db, userId, restaurantId })) return { userId, role: 'staff' };
  if ((await operatorLevelOf({ db, userId })) === 'admin') return { userId, role: 'admin' };
  throw new AppError('NOT_FOUND', notFound);
}
