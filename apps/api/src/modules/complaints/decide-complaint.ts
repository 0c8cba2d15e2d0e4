// Support's decision on a complaint (refund or reject), exactly once. In one transaction: the
// operator's level, the complaint, its order locked (so a decision waits for any other action on the
// order), the complaint moved out of 'open' by a guarded update (the loser of two agents, or a second
// click, finds it decided: 409 naming what happened), the decision's writes, the order's event (actor:
// the operator) and the audit entry. The bus hears of it after the commit.
import { type Db, schema } from '@khabar/db';
import { paiseToRupees, type SupportComplaint } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  lockOrder,
  type OrderRow,
  type Outbox,
  publishOutbox,
  recordOrderEvent,
} from '../lifecycle/index.ts';
import { COMPLAINT_NOT_FOUND, supportComplaintsJson } from './complaint-json.ts';

type ComplaintRow = typeof schema.complaints.$inferSelect;

export interface DecisionContext {
  tx: Db;
  order: OrderRow;
  complaint: ComplaintRow;
  outbox: Outbox;
  at: Date;
}

function alreadyDecided(row: ComplaintRow): AppError {
  return new AppError(
    'CONFLICT',
    row.status === 'refunded'
      ? `This complaint was refunded already (₹${paiseToRupees(row.refundPaise ?? 0)}).`
      : 'This complaint was rejected already.',
  );
}

export async function decideComplaint(input: {
  db: Db;
  events: EventBus;
  now: () => Date;
  userId: number;
  complaintId: number;
  /** Checks and works out the decision before the complaint leaves 'open' (refusals write nothing). */
  decide: (ctx: DecisionContext) => Promise<{
    status: 'refunded' | 'rejected';
    refundPaise: number | null;
    note: string | null;
  }>;
  /** The decision's own writes (the refund, the customer's alert), after the guarded update. */
  write: (ctx: DecisionContext & { decided: ComplaintRow }) => Promise<Record<string, unknown>>;
}): Promise<SupportComplaint> {
  const outbox: Outbox = [];
  const at = input.now();
  const decided = await input.db.transaction(async (tx) => {
    const level = await requireOperator({ db: tx, userId: input.userId });
    const [found] = await tx
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, input.complaintId));
    if (!found) throw new AppError('NOT_FOUND', COMPLAINT_NOT_FOUND);
    const order = await lockOrder({ tx, orderId: found.orderId });
    if (!order) throw new AppError('NOT_FOUND', COMPLAINT_NOT_FOUND);
    if (found.status !== 'open') throw alreadyDecided(found);
    const ctx: DecisionContext = { tx, order, complaint: found, outbox, at };
    const decision = await input.decide(ctx);
    const [row] = await tx
      .update(schema.complaints)
      .set({
        status: decision.status,
        refundPaise: decision.refundPaise,
        decisionNote: decision.note,
        decidedBy: input.userId,
        decidedAt: at,
      })
      .where(and(eq(schema.complaints.id, found.id), eq(schema.complaints.status, 'open')))
      .returning();
    if (!row) throw alreadyDecided(found);
    const payload = await input.write({ ...ctx, decided: row });
    await recordOrderEvent({
      tx,
      outbox,
      input: {
        order,
        type: `complaint_${row.status}`,
        actor: { type: 'operator', userId: input.userId },
        statusId: null,
        payload: { complaint_id: row.id, ...payload },
        at,
      },
    });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: level },
      action: row.status === 'refunded' ? 'order.complaint_refund' : 'order.complaint_reject',
      entity: 'order',
      entityId: order.id,
      restaurantId: order.restaurantId,
      before: { complaint_id: found.id, status: found.status },
      after: { complaint_id: row.id, status: row.status, note: row.decisionNote, ...payload },
      at,
    });
    return row;
  });
  await publishOutbox({ events: input.events, outbox });
  const [json] = await supportComplaintsJson({ db: input.db, rows: [decided], now: input.now() });
  return json!;
}
