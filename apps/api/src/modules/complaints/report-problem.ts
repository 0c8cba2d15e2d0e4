// The customer reports a problem with their delivered order (issue 26). Who asks, the policy's windows,
// the lines and an open complaint are checked before the photo is decoded (a refused report stores
// nothing), then again in the transaction that writes it, under the order's lock, so two reports at
// once make one complaint. The photo is stored privately (modules/images: never under /media/); the
// complaint, its order event and the customer's alert commit together.
import { type Db, schema } from '@khabar/db';
import {
  COMPLAINT_OPEN_MESSAGE,
  COMPLAINT_REFUSAL_MESSAGES,
  type ComplaintLineInput,
  complaintRefusal,
  nameWithChoices,
  type ReportProblemFields,
  type ReportProblemResult,
} from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { removePrivatePhoto, storePrivatePhoto } from '../images/index.ts';
import {
  insertAlert,
  lockOrder,
  type OrderRow,
  type Outbox,
  publishOutbox,
  recordOrderEvent,
} from '../lifecycle/index.ts';
import { complaintJson, paidOnlinePayment } from './complaint-json.ts';

const ORDER_NOT_FOUND = 'Order not found';

/** Refuses the report unless the policy, the lines and the order allow it now; returns the order's lines. */
async function checkReport(
  tx: Db,
  input: { userId: number; orderId: number; fields: ReportProblemFields; hasPhoto: boolean; at: Date },
  lock: boolean,
): Promise<{ order: OrderRow; items: (typeof schema.orderItems.$inferSelect)[] }> {
  const order = lock
    ? await lockOrder({ tx, orderId: input.orderId })
    : (await tx.select().from(schema.orders).where(eq(schema.orders.id, input.orderId)))[0];
  // Another customer's order is not found, never forbidden: its existence is not theirs to learn.
  if (!order || order.userId !== input.userId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const { fields } = input;
  const refusal = complaintRefusal({
    statusId: order.orderstatusId,
    deliveredAt: order.deliveredAt,
    now: input.at,
    kind: fields.kind,
    hasPhoto: input.hasPhoto,
    lineCount: fields.lines.length,
  });
  if (refusal) {
    const code =
      refusal === 'not_delivered' ? 'CONFLICT' : refusal === 'too_late' ? 'UNPROCESSABLE' : 'BAD_REQUEST';
    throw new AppError(code, COMPLAINT_REFUSAL_MESSAGES[refusal]);
  }
  const items = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  checkLines(fields.lines, items);
  if (fields.refund_to === 'source' && !(await paidOnlinePayment({ db: tx, order }))) {
    throw new AppError(
      'BAD_REQUEST',
      'This order was not paid online, so a refund can go to your Khabar wallet only.',
    );
  }
  const [open] = await tx
    .select({ id: schema.complaints.id })
    .from(schema.complaints)
    .where(and(eq(schema.complaints.orderId, order.id), eq(schema.complaints.status, 'open')));
  if (open) throw new AppError('CONFLICT', COMPLAINT_OPEN_MESSAGE);
  return { order, items };
}

function checkLines(lines: ComplaintLineInput[], items: (typeof schema.orderItems.$inferSelect)[]): void {
  for (const line of lines) {
    const item = items.find((i) => i.id === line.order_item_id);
    if (!item) throw new AppError('BAD_REQUEST', 'One of the chosen items is not on this order.');
    if (line.quantity > item.quantity) {
      throw new AppError(
        'BAD_REQUEST',
        `You ordered ${item.quantity} x ${nameWithChoices(item.name, item.choices)}: choose at most ${item.quantity}.`,
      );
    }
  }
}

export async function reportProblem(input: {
  db: Db;
  events: EventBus;
  now: () => Date;
  dataDir: string;
  userId: number;
  orderId: number;
  fields: ReportProblemFields;
  photo: Buffer | null;
}): Promise<ReportProblemResult> {
  const check = { ...input, hasPhoto: input.photo !== null };
  await input.db.transaction(async (tx) => checkReport(tx, { ...check, at: input.now() }, false));
  const photo = input.photo ? await storePrivatePhoto({ dataDir: input.dataDir, bytes: input.photo }) : null;
  const outbox: Outbox = [];
  try {
    const result = await input.db.transaction(async (tx) => {
      const at = input.now();
      const { order, items } = await checkReport(tx, { ...check, at }, true);
      const [row] = await tx
        .insert(schema.complaints)
        .values({
          orderId: order.id,
          userId: input.userId,
          kind: input.fields.kind,
          lines: input.fields.lines,
          comment: input.fields.comment,
          photo,
          refundTo: input.fields.refund_to,
          createdAt: at,
        })
        .returning();
      await recordOrderEvent({
        tx,
        outbox,
        input: {
          order,
          type: 'complaint_received',
          actor: { type: 'customer', userId: input.userId },
          statusId: null,
          payload: { complaint_id: row!.id, kind: row!.kind },
          at,
        },
      });
      await insertAlert({
        tx,
        input: {
          userId: order.userId,
          orderId: order.id,
          title: { en: 'Problem reported', hi: 'समस्या दर्ज हुई', bn: 'সমস্যা জানানো হয়েছে' },
          message: {
            en: `We got your report about order ${order.uniqueOrderId}. Support will look into it within 24-48 hours.`,
            hi: `ऑर्डर ${order.uniqueOrderId} के बारे में आपकी शिकायत मिल गई है। सपोर्ट 24-48 घंटों में इसे देखेगा।`,
            bn: `অর্ডার ${order.uniqueOrderId} নিয়ে আপনার অভিযোগ পেয়েছি। সাপোর্ট 24-48 ঘণ্টার মধ্যে দেখবে।`,
          },
          at,
        },
      });
      return complaintJson({ row: row!, items, refund: null });
    });
    await publishOutbox({ events: input.events, outbox });
    return {
      message: 'Thanks for telling us. Support will look into it within 24-48 hours.',
      complaint: result,
    };
  } catch (err) {
    if (photo) await removePrivatePhoto({ dataDir: input.dataDir, path: photo });
    throw err;
  }
}
