// Support refunds a complaint, exactly once (decide-complaint.ts; the refund row names the complaint,
// unique). The amount is support's, or the lines' worth (unit price x quantity, each at most what was
// ordered); either is capped at what was paid for the order less what complaints already refunded.
// To the wallet by default, as credit valid 30 days (the policy); back the way the order was paid only
// for a prepaid online order whose customer asked, through the gateway refund job (modules/lifecycle).
import { schema } from '@khabar/db';
import {
  COMPLAINT_WALLET_VALID_MS,
  type ComplaintLineInput,
  complaintRefundCap,
  formatInr,
  kindNeedsLines,
  linesRefundPaise,
  type SupportComplaint,
} from '@khabar/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { type LifecycleContext, payRefundIntoWallet, startGatewayRefund } from '../lifecycle/index.ts';
import { complaintRefundedPaise, paidOnlinePayment } from './complaint-json.ts';
import { type DecisionContext, decideComplaint } from './decide-complaint.ts';

function amountOfLines(
  lines: ComplaintLineInput[],
  items: (typeof schema.orderItems.$inferSelect)[],
): number {
  const worth = linesRefundPaise(
    lines.map((l) => {
      const item = items.find((i) => i.id === l.order_item_id);
      if (!item) throw new AppError('BAD_REQUEST', 'One of the chosen items is not on this order.');
      return { unitPaise: item.pricePaise, ordered: item.quantity, quantity: l.quantity };
    }),
  );
  if (worth === null) throw new AppError('BAD_REQUEST', 'A quantity is more than was ordered.');
  return worth;
}

export async function approveComplaintRefund(
  input: Pick<LifecycleContext, 'db' | 'events' | 'now'> & {
    userId: number;
    complaintId: number;
    amountPaise: number | undefined;
    lines: ComplaintLineInput[] | undefined;
    to: 'wallet' | 'source';
    note: string;
  },
): Promise<{ message: string; complaint: SupportComplaint }> {
  let where = '';
  let refunded = 0;
  const decide = async (ctx: DecisionContext) => {
    const { tx, order, complaint } = ctx;
    let amount = input.amountPaise ?? 0;
    if (input.lines?.length) {
      if (!kindNeedsLines(complaint.kind)) {
        throw new AppError(
          'BAD_REQUEST',
          'Lines are refunded only for a missing or wrong item; send an amount.',
        );
      }
      const items = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
      amount = amountOfLines(input.lines, items);
      if (amount === 0) throw new AppError('BAD_REQUEST', 'These lines are worth nothing; send an amount.');
    }
    const cap = complaintRefundCap(
      order.totalPaise,
      await complaintRefundedPaise({ db: tx, orderId: order.id }),
    );
    if (amount > cap) {
      throw new AppError(
        'BAD_REQUEST',
        cap === 0
          ? 'Nothing more can be refunded for this order: what was paid has been refunded.'
          : `At most ${formatInr(cap)} can be refunded for this order (what was paid, less what was refunded).`,
      );
    }
    if (input.to === 'source') await checkSource(ctx, amount);
    return { status: 'refunded' as const, refundPaise: amount, note: input.note || null };
  };
  const complaint = await decideComplaint({
    ...input,
    decide,
    write: async ({ tx, order, decided, outbox, at }) => {
      const amount = decided.refundPaise!;
      refunded = amount;
      const reason = `Complaint ${decided.id}${input.note ? `: ${input.note}` : ''}`;
      if (input.to === 'source') {
        const payment = (await paidOnlinePayment({ db: tx, order }))!;
        await startGatewayRefund({
          tx,
          order,
          at,
          reason,
          outbox,
          provider: payment.provider,
          providerPaymentId: payment.providerPaymentId!,
          amountPaise: amount,
          complaintId: decided.id,
        });
        where = 'back to the way the order was paid';
        return { method: 'gateway', amount_paise: amount, status: 'pending' };
      }
      const [refund] = await tx
        .insert(schema.refunds)
        .values({
          orderId: order.id,
          method: 'wallet',
          amountPaise: amount,
          status: 'processed',
          reason,
          complaintId: decided.id,
          createdAt: at,
          processedAt: at,
        })
        .returning({ id: schema.refunds.id });
      const expiresAt = new Date(at.getTime() + COMPLAINT_WALLET_VALID_MS);
      await payRefundIntoWallet({ tx, order, amountPaise: amount, at, expiresAt });
      where = "into the customer's wallet (valid 30 days)";
      return {
        refund_id: refund!.id,
        method: 'wallet',
        amount_paise: amount,
        status: 'processed',
        expires_at: expiresAt.toISOString(),
      };
    },
  });
  return {
    message: `${formatInr(refunded)} for order ${complaint.order.unique_order_id} is refunded ${where}.`,
    complaint,
  };
}

/** Back the way it was paid: only a prepaid online order, only if its customer asked, at most what was paid online. */
async function checkSource({ tx, order, complaint }: DecisionContext, amount: number): Promise<void> {
  const payment = await paidOnlinePayment({ db: tx, order });
  if (!payment) {
    throw new AppError(
      'BAD_REQUEST',
      order.paymentMode === 'COD'
        ? 'This order was paid in cash: its refund can go to the wallet only.'
        : 'This order was not paid online: its refund can go to the wallet only.',
    );
  }
  if (complaint.refundTo !== 'source') {
    throw new AppError('BAD_REQUEST', 'The customer asked for the refund in their wallet.');
  }
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${schema.refunds.amountPaise}), 0)::int` })
    .from(schema.refunds)
    .where(
      and(
        eq(schema.refunds.providerPaymentId, payment.providerPaymentId!),
        eq(schema.refunds.method, 'gateway'),
        isNotNull(schema.refunds.complaintId),
      ),
    );
  const left = payment.amountPaise - Number(row?.total ?? 0);
  if (amount > left) {
    throw new AppError(
      'BAD_REQUEST',
      `At most ${formatInr(Math.max(0, left))} can go back to the way the order was paid; refund the rest to the wallet.`,
    );
  }
}
