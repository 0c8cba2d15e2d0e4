// What the back office's customer-support calls share (decision 034): a customer as support sees them,
// a goodwill credit, and the inputs those calls read (an amount in rupees, a reason, an id).
import { z } from 'zod';
import { GOODWILL_MAX_PAISE } from '../../support/goodwill.ts';
import { rupees } from '../common/envelope.ts';
import { plainText } from '../common/lifecycle-fields.ts';
import { rupeeAmountInput } from '../common/rupee-amount.ts';
import { idInput } from '../common/strict-inputs.ts';

export const customerUserIdParam = z
  .object({ userId: idInput('userId') })
  .meta({ examples: [{ userId: 1 }] });
export const creditRequestIdParam = z
  .object({ creditId: idInput('creditId') })
  .meta({ examples: [{ creditId: 1 }] });

/** Why an operator acts: kept in the audit log with the change. */
export const customerSupportReason = plainText(3, 200, 'reason must be 3 to 200 characters of plain text');

export const GOODWILL_AMOUNT_MESSAGE =
  'amount must be rupees from 0.01 to 10000, with at most two decimals (like 150 or 99.50)';

/**
 * A goodwill amount in rupees (150, "150", 99.5, "99.50"), read as paise: more than nothing and at most
 * Rs 10,000. 1e21, -5, 0.001 and "0x10" are refused, not rounded.
 */
export const goodwillAmountInput = rupeeAmountInput(GOODWILL_MAX_PAISE, GOODWILL_AMOUNT_MESSAGE);

/** A person named by the back office: who asked, who decided. */
export const operatorRef = z.object({ user_id: z.number().int().nullable(), name: z.string() });

export const goodwillStatus = z.enum(['credited', 'pending', 'approved', 'declined']);
export type GoodwillStatus = z.infer<typeof goodwillStatus>;

export const goodwillCreditJson = z.object({
  id: z.number().int(),
  customer: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }),
  amount: rupees,
  reason: z.string(),
  /** credited: within the agent's cap, at once; pending: above it, an admin's to decide. */
  status: goodwillStatus,
  requested_by: operatorRef,
  requested_at: z.string(),
  decided_by: operatorRef.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
});
export type GoodwillCreditJson = z.infer<typeof goodwillCreditJson>;

/** A customer as a search finds them. */
export const customerSummary = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  joined_at: z.string(),
  wallet_balance: rupees,
  orders_count: z.number().int(),
  /** Orders placed and not yet delivered or cancelled. */
  open_orders_count: z.number().int(),
  /** Set while blocked: no login, no new order. */
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  version: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** A saved address: its area and landmark for everyone; the whole of it (house line too) for admins only. */
export const supportAddressJson = z.object({
  id: z.number().int(),
  tag: z.string(),
  area: z.string(),
  landmark: z.string(),
  /** House line and address as the customer saved them; null for support (masked). */
  full: z.string().nullable(),
  is_default: z.boolean(),
});

export const supportOrderJson = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  restaurant_name: z.string(),
  orderstatus_id: z.number().int(),
  total: rupees,
  payment_mode: z.string(),
  delivery_type: z.number().int(),
  created_at: z.string(),
});

export const supportWalletMoveJson = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdraw']),
  /** Signed: a credit is positive, a spend negative. */
  amount: rupees,
  balance_after: rupees,
  description: z.string(),
  unique_order_id: z.string().nullable(),
  created_at: z.string(),
});

export const supportAlertJson = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  unique_order_id: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});

/** What the asking agent may still credit today without an admin (null: an admin, who is not capped). */
export const goodwillAllowance = z.object({ cap: rupees, used_today: rupees, left_today: rupees }).nullable();
