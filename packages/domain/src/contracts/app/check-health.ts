// GET /api/health: 200 once migrations and the first seed are done and the database answers; 503 while
// it does not (a load balancer's probe). The SMS figures show how near the hour's send cap is.
import { z } from 'zod';

export const healthResponse = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** Restaurants in this process's catalog. */
  restaurants: z.number().int(),
  sms: z.object({
    cap: z.number().int(),
    last_hour: z.object({ sent: z.number().int(), new_numbers: z.number().int(), at: z.string() }).nullable(),
    near_cap: z.boolean(),
    near_cap_warnings: z.number().int(),
    refused: z.record(z.string(), z.number().int()),
  }),
});

export const unhealthyResponse = z.object({ success: z.literal(false), message: z.string() });
