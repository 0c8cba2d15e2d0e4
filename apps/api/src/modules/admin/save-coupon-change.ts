// Every coupon change: in one transaction, check the caller is an admin, make the change and write its
// audit row; then reload this process's catalog and tell the others ('catalog' on the bus), so carts,
// the offers page and the open menus it applies to see the change at once (carts are priced from the
// catalog's coupons).
import type { Db } from '@khabar/db';
import type { AdminCoupon } from '@khabar/domain';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { requireOperator } from './require-operator.ts';

export interface CouponChange {
  result: AdminCoupon;
  action: 'coupon.create' | 'coupon.update' | 'coupon.end';
  before: unknown;
  after: unknown;
}

/** The restaurant a coupon was or is for (null: every restaurant); undefined before it existed. */
const restaurantOf = (coupon: unknown): number | null | undefined =>
  coupon && typeof coupon === 'object' && 'restaurant_id' in coupon
    ? (coupon.restaurant_id as number | null)
    : undefined;

export async function saveCouponChange(
  input: CatalogChangeDeps & { userId: number; change: (tx: Db, at: Date) => Promise<CouponChange> },
): Promise<AdminCoupon> {
  const at = input.now();
  const { result, before } = await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const change = await input.change(tx, at);
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: change.action,
      entity: 'coupon',
      entityId: change.result.id,
      restaurantId: change.result.restaurant_id,
      before: change.before,
      after: change.after,
      at,
    });
    return { result: change.result, before: restaurantOf(change.before) };
  });
  // The menus it applied to before and applies to now; a platform-wide coupon names none: every menu.
  const touched = [before, result.restaurant_id].filter((id) => id !== undefined);
  const restaurantIds = touched.includes(null) ? undefined : [...new Set(touched)];
  await publishCatalogChange({ ...input, payload: { coupon_id: result.id, restaurant_ids: restaurantIds } });
  return result;
}
