// A support action on a failed gateway refund (decision 033): retried through the gateway, or paid
// into the wallet instead, exactly once. In one transaction: the operator's level, the order locked
// (so every action on one order, refund or step, waits its turn), the refund moved out of 'failed' by
// a guarded update, the action's writes, the order's event (actor: the operator) and the audit entry.
// The loser of two agents, or a retry after a settle, finds the refund no longer failed: 409 naming
// what happened to it.
import { schema } from '@khabar/db';
import type { OperatorLevelName } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { StepContext } from '../lifecycle/index.ts';
import {
  type LifecycleContext,
  lockOrder,
  type OrderRow,
  type Outbox,
  publishOutbox,
  recordOrderEvent,
} from '../lifecycle/index.ts';
import { ORDER_NOT_FOUND } from './order-support-json.ts';

type RefundRow = typeof schema.refunds.$inferSelect;

const WHAT_HAPPENED: Record<RefundRow['status'], string> = {
  pending: 'it is being retried with the gateway already',
  processed: 'the gateway has paid it back already',
  failed: 'it failed',
  settled_to_wallet: "it was paid into the customer's wallet already",
};

export async function takeRefundAction(
  input: LifecycleContext & {
    orderId: number;
    refundId: number;
    userId: number;
    reason: string;
    action: 'retry_refund' | 'settle_refund_to_wallet';
    /** The refund's new status (out of 'failed'). */
    to: 'pending' | 'settled_to_wallet';
    /** The order's event type. */
    eventType: string;
    write: (ctx: StepContext & { refund: RefundRow }) => Promise<void>;
  },
): Promise<{ order: OrderRow; refund: RefundRow; level: OperatorLevelName }> {
  const at = input.now();
  const outbox: Outbox = [];
  const done = await input.db.transaction(async (tx) => {
    const level = await requireOperator({ db: tx, userId: input.userId });
    const order = await lockOrder({ tx, orderId: input.orderId });
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const [found] = await tx
      .select()
      .from(schema.refunds)
      .where(and(eq(schema.refunds.id, input.refundId), eq(schema.refunds.orderId, order.id)));
    if (!found) throw new AppError('NOT_FOUND', 'Refund not found');
    if (found.method !== 'gateway') {
      throw new AppError(
        'CONFLICT',
        'This is a wallet refund: it was paid into the wallet when the order was cancelled.',
      );
    }
    const [refund] = await tx
      .update(schema.refunds)
      .set({ status: input.to, ...(input.to === 'settled_to_wallet' ? { processedAt: at } : {}) })
      .where(and(eq(schema.refunds.id, found.id), eq(schema.refunds.status, 'failed')))
      .returning();
    if (!refund) {
      throw new AppError('CONFLICT', `This refund is not failed: ${WHAT_HAPPENED[found.status]}.`);
    }
    await input.write({ tx, order, outbox, at, refund });
    await recordOrderEvent({
      tx,
      outbox,
      input: {
        order,
        type: input.eventType,
        actor: { type: 'operator', userId: input.userId },
        statusId: null,
        payload: {
          refund_id: refund.id,
          method: input.to === 'pending' ? 'gateway' : 'wallet',
          amount_paise: refund.amountPaise,
          status: input.to === 'pending' ? 'pending' : 'processed',
          reason: input.reason,
        },
        at,
      },
    });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: level },
      action: `order.${input.action}`,
      entity: 'order',
      entityId: order.id,
      restaurantId: order.restaurantId,
      before: { refund_id: found.id, refund_status: found.status, amount_paise: found.amountPaise },
      after: { refund_id: refund.id, refund_status: refund.status, reason: input.reason },
      at,
    });
    return { order, refund, level };
  });
  await publishOutbox({ events: input.events, outbox });
  return done;
}
