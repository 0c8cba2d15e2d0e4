// GET /api/admin/orders?status=&restaurant_id=&area=&payment=&page= -> the operators' board (decision
// 035): every order of the Kolkata day and every order still open from before, at-risk ones first
// (packages/domain orders/order-risk.ts), BOARD_PAGE_SIZE a page. Any operator.
import { z } from 'zod';
import { ORDER_RISKS } from '../../../orders/order-risk.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { safeText } from '../../common/safe-text.ts';
import { idInput, wholeNumber } from '../../common/strict-inputs.ts';

export const BOARD_PAGE_SIZE = 50;

/** The board's status filter: a group (open, at risk) or one status by name. */
export const BOARD_STATUSES = [
  'open',
  'at_risk',
  'awaiting_payment',
  'placed',
  'preparing',
  'captain_assigned',
  'on_the_way',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** The status ids each named filter stands for (open and at_risk are worked out by the server). */
export const BOARD_STATUS_IDS: Record<Exclude<BoardStatus, 'open' | 'at_risk'>, number> = {
  awaiting_payment: 0,
  placed: 1,
  preparing: 2,
  captain_assigned: 3,
  on_the_way: 4,
  ready_for_pickup: 10,
  delivered: 5,
  cancelled: 6,
};

export const BOARD_PAYMENTS = ['COD', 'WALLET', 'RAZORPAY'] as const;

export const listAdminOrdersQuery = z
  .object({
    status: z
      .enum(BOARD_STATUSES, { error: `status must be one of ${BOARD_STATUSES.join(', ')}` })
      .optional(),
    restaurant_id: idInput('restaurant_id').optional(),
    area: safeText(
      z.string({ error: 'area must be text' }).trim().min(1, 'area is empty').max(80, 'area is too long'),
      'area must be plain text',
    ).optional(),
    payment: z.enum(BOARD_PAYMENTS, { error: 'payment must be COD, WALLET or RAZORPAY' }).optional(),
    page: wholeNumber('page')
      .pipe(z.number().min(1, 'page must be 1 or more').max(10_000, 'page is too large'))
      .optional(),
  })
  .meta({
    examples: [{ status: 'open', restaurant_id: '1', area: 'Park Street', payment: 'COD', page: '1' }],
  });
export type ListAdminOrdersQuery = z.infer<typeof listAdminOrdersQuery>;

export const boardOrder = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status_label: z.string(),
  delivery_type: z.number().int(),
  payment_mode: z.enum(BOARD_PAYMENTS),
  /** Rupees, as every amount leaves the API. */
  total: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), area: z.string() }),
  customer_name: z.string(),
  captain: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  promised_at: z.string(),
  /** Minutes past the promised time (negative: minutes left); null when it means nothing. */
  minutes_late: z.number().int().nullable(),
  risks: z.array(z.enum(ORDER_RISKS)),
});
export type BoardOrder = z.infer<typeof boardOrder>;

export const adminOrderBoard = z.object({
  orders: z.array(boardOrder),
  /** Orders that match the filters, over all pages. */
  total: z.number().int(),
  /** How many of those are at risk. */
  at_risk: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** What the filters offer: the restaurants and their areas. */
  restaurants: z.array(z.object({ id: z.number().int(), name: z.string() })),
  areas: z.array(z.string()),
  /** The server's time the risks were worked out at. */
  now: z.string(),
});
export type AdminOrderBoard = z.infer<typeof adminOrderBoard>;
export const listAdminOrdersResponse = okResponse(adminOrderBoard);
