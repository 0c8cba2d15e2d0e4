// What the support actions on one order share (issue 25, decision 033): the reason every action needs,
// the order and refund ids in the path, and the order as the actions panel sees it.
import { z } from 'zod';
import { CANCEL_FAULTS, SUPPORT_ACTIONS } from '../../orders/support-actions.ts';
import { authFields } from '../common/auth-fields.ts';
import { okResponse, plainText } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';

export const SUPPORT_REASON_MESSAGE = 'reason must be 3 to 500 characters of plain text';
/** Why the operator acts: kept on the order's event and in the audit log. */
export const supportReason = plainText(3, 500, SUPPORT_REASON_MESSAGE);

export const supportOrderParam = z.object({ id: idInput('id') }).meta({ examples: [{ id: 1 }] });
export const supportRefundParams = z
  .object({ id: idInput('id'), refundId: idInput('refundId') })
  .meta({ examples: [{ id: 1, refundId: 1 }] });

/** A body with nothing but the reason (and the optional auth fields). */
export const reasonOnlyBody = z
  .object({ ...authFields, reason: supportReason })
  .meta({ examples: [{ reason: 'Food arrived cold' }] });

export const supportAction = z.enum(SUPPORT_ACTIONS as [string, ...string[]]);
export const cancelFault = z.enum(CANCEL_FAULTS, {
  error: 'fault must be customer, restaurant, captain or platform',
});

export const supportCaptain = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicle_number: z.string(),
  phone: z.string(),
});

export const orderSupport = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status_label: z.string(),
  delivery_type: z.number().int(),
  payment_mode: z.string(),
  total: z.string(),
  wallet_paid: z.string(),
  captain: supportCaptain.nullable(),
  /** The captain the order is offered to now, waiting for their answer. */
  offered_to: supportCaptain.nullable(),
  pin_locked: z.boolean(),
  cancel_reason: z.string().nullable(),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      method: z.enum(['wallet', 'gateway']),
      amount: z.string(),
      status: z.enum(['pending', 'processed', 'failed', 'settled_to_wallet']),
    }),
  ),
  /** What this operator may do now, by the order's status and their level. */
  actions: z.array(supportAction),
  /** Free captains (on duty, no trip, no offer, not suspended) to give the order to. */
  free_captains: z.array(supportCaptain),
});
export type OrderSupport = z.infer<typeof orderSupport>;

/** Every action answers with what it did, in words, and the order as it is now. */
export const supportActionResponse = okResponse(z.object({ message: z.string(), order: orderSupport }));
export type SupportActionResult = z.infer<typeof supportActionResponse>['data'];
