// GET /api/admin/statements/:restaurantId/:month.csv -> one restaurant's month as a CSV file (a line
// per delivered order and per refund charged, then the totals). Admin only (decision 037).
import { z } from 'zod';
import { idInput } from '../../common/strict-inputs.ts';
import { monthField } from './list-statements.ts';

export const downloadStatementParams = z
  .object({
    restaurantId: idInput('restaurantId'),
    month: monthField,
  })
  .meta({ examples: [{ restaurantId: 1, month: '2026-11' }] });
export type DownloadStatementParams = z.infer<typeof downloadStatementParams>;
