// One support action that is a step of the order's lifecycle (decision 033), through the one way an
// order changes (applyOrderTransition): in one transaction the operator's level is checked (a support
// agent asking for an admin's action is 403 before the order is even looked up), the order is locked,
// the lifecycle table asked for actor 'operator', the action's own checks made, the step, its
// order_events row (actor: the operator), the customer's alert and the audit log entry written; the
// streams hear it after the commit. Two agents at once: the second waits for the first's lock, then
// finds the order moved on and is told so (409, naming the status it is in now).
import {
  decideTransition,
  levelMay,
  type OperatorLevelName,
  orderStatusLabel,
  SUPPORT_STEP,
  type SupportAction,
} from '@khabar/domain';
import type { BusChannel } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  applyOrderTransition,
  type LifecycleContext,
  type OrderRow,
  type StepContext,
} from '../lifecycle/index.ts';

const ADMINS_ONLY = 'Only an admin can do this.';

/** What the audit log keeps of an order: its state, never its PIN or the customer's address. */
const auditedOrder = (o: OrderRow) => ({
  unique_order_id: o.uniqueOrderId,
  orderstatus_id: o.orderstatusId,
  delivery_partner_id: o.deliveryPartnerId,
  wrong_tries: o.pinAttempts,
});

/** A refused step in words: what could not be done, and where the order stands now. */
function stateRefusal(message: string, order: OrderRow): AppError {
  return new AppError(
    'CONFLICT',
    `${message.replace(/\.$/, '')}: it is "${orderStatusLabel(order.orderstatusId)}" now.`,
  );
}

export async function takeOperatorStep(
  input: LifecycleContext & {
    orderId: number;
    userId: number;
    action: SupportAction;
    reason: string;
    set?: Parameters<typeof applyOrderTransition>[0]['set'];
    /** More for the order's event (the reason is always there). */
    payload?: Record<string, unknown>;
    /** The action's own refusals, on the locked order, before anything is written. */
    check?: (ctx: StepContext) => Promise<void>;
    after?: (ctx: StepContext) => Promise<void>;
    alsoTell?: (before: OrderRow) => BusChannel[];
    /** More for the audit entry's "after". */
    audit?: (ctx: StepContext) => Record<string, unknown>;
  },
): Promise<{ order: OrderRow; level: OperatorLevelName }> {
  const step = SUPPORT_STEP[input.action];
  if (!step) throw new Error(`${input.action} is not a lifecycle step`);
  let level: OperatorLevelName = 'support';
  let before: OrderRow | null = null;
  const order = await applyOrderTransition({
    ...input,
    action: step,
    actor: { type: 'operator', userId: input.userId },
    payload: { reason: input.reason, ...input.payload },
    authorize: async (tx) => {
      level = await requireOperator({ db: tx, userId: input.userId });
      if (!levelMay(level, input.action)) throw new AppError('FORBIDDEN', ADMINS_ONLY);
    },
    // Any order is an operator's; the table's refusal is given here, with the status it is in now.
    owns: async (ctx) => {
      const o = ctx.order;
      const decision = decideTransition({
        statusId: o.orderstatusId,
        deliveryType: o.deliveryType === 2 ? 2 : 1,
        action: step,
        actor: 'operator',
      });
      if (!decision.ok) throw stateRefusal(decision.message, o);
      await input.check?.(ctx);
      before = o;
      return true;
    },
    after: async (ctx) => {
      await input.after?.(ctx);
      await recordAudit({
        tx: ctx.tx,
        actor: { userId: input.userId, role: level },
        action: `order.${input.action}`,
        entity: 'order',
        entityId: ctx.order.id,
        restaurantId: ctx.order.restaurantId,
        before: before ? auditedOrder(before) : null,
        after: { ...auditedOrder(ctx.order), reason: input.reason, ...input.audit?.(ctx) },
        at: ctx.at,
      });
    },
  });
  return { order, level };
}
