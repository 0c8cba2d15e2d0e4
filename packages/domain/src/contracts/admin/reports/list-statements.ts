// GET /api/admin/statements?month=YYYY-MM -> every restaurant's statement for a month (Kolkata), with
// the date it is due (7 business days after the month's end). Admin only (decision 037).
import { z } from 'zod';
import { okResponse } from '../../common/lifecycle-fields.ts';

export const monthField = z
  .string({ error: 'month must be a month like 2026-11' })
  .regex(/^\d{4}-\d{2}$/, 'month must be a month like 2026-11');

export const listStatementsQuery = z
  .object({ month: monthField.optional() })
  .meta({ examples: [{ month: '2026-11' }] });
export type ListStatementsQuery = z.infer<typeof listStatementsQuery>;

export const statementSummary = z.object({
  restaurant_id: z.number().int(),
  name: z.string(),
  commission_percent: z.number(),
  orders: z.number().int(),
  food: z.string(),
  packaging: z.string(),
  tax: z.string(),
  commission: z.string(),
  refunds_charged: z.string(),
  payable: z.string(),
});
export type StatementSummary = z.infer<typeof statementSummary>;

export const statementList = z.object({
  month: z.string(),
  due_date: z.string(),
  restaurants: z.array(statementSummary),
});
export type StatementList = z.infer<typeof statementList>;
export const listStatementsResponse = okResponse(statementList);
