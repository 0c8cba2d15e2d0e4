// GET /api/admin/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD -> the operator's numbers for a range of
// Kolkata dates (today when absent, at most REPORT_MAX_DAYS). Any operator; the money in it (GMV,
// basket, refund amounts, the cash captains collected and hold) only for an admin: `money` is null for support
// (decision 036).
import { z } from 'zod';
import { okResponse } from '../../common/lifecycle-fields.ts';

const dateField = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} must be a date like 2026-11-26` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-26`)
    .optional();

export const dashboardQuery = z
  .object({ from: dateField('from'), to: dateField('to') })
  .meta({ examples: [{ from: '2026-11-01', to: '2026-11-19' }] });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Why an order was cancelled, by who was at fault (cancelledBy, and a restaurant that never answered). */
export const cancellationCause = z.enum(['customer', 'restaurant', 'not_accepted', 'captain', 'other']);
export type CancellationCause = z.infer<typeof cancellationCause>;

const rupees = z.string();

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  /** 'hour' for one day, 'day' for a longer range: what each point of `series` counts. */
  bucket: z.enum(['hour', 'day']),
  orders: z.object({
    placed: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
    in_progress: z.number().int(),
  }),
  series: z.array(z.object({ label: z.string(), placed: z.number().int(), cancelled: z.number().int() })),
  cancellations: z.array(z.object({ cause: cancellationCause, label: z.string(), count: z.number().int() })),
  acceptance: z.array(
    z.object({
      restaurant_id: z.number().int(),
      name: z.string(),
      accepted: z.number().int(),
      median_seconds: z.number().int(),
      p90_seconds: z.number().int(),
    }),
  ),
  delivery: z.object({
    delivered: z.number().int(),
    on_time: z.number().int(),
    /** on_time / delivered, 0 to 1; null with nothing delivered. */
    on_time_share: z.number().nullable(),
    avg_promised_minutes: z.number().nullable(),
    avg_actual_minutes: z.number().nullable(),
  }),
  refunds: z.object({ count: z.number().int(), pending: z.number().int(), failed: z.number().int() }),
  money: z
    .object({
      gmv: rupees,
      average_basket: rupees,
      refunded: rupees,
      /**
       * Cash on delivery by captain (decision 039): what each collected on the cash orders they
       * delivered in the range, and what each holds now (collected all time, less hand-ins). A captain
       * is listed who collected in the range or holds cash now.
       */
      cod_cash: z.array(
        z.object({
          captain_id: z.number().int(),
          name: z.string(),
          /** Cash orders delivered in the range. */
          orders: z.number().int(),
          collected: rupees,
          held: rupees,
        }),
      ),
      /** What every captain together holds now. */
      cash_held: rupees,
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = okResponse(dashboard);
