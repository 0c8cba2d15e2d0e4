// POST /api/dev/clock { advance_seconds }: moves the test clock forward and answers the new time. Only
// when the server runs on a test clock (CLOCK_START, which production refuses); 404 otherwise.
import { z } from 'zod';

const SECONDS = 'advance_seconds must be a whole number of seconds from 1 to 86400';
export const devClockBody = z.object({
  advance_seconds: z.number({ error: SECONDS }).int(SECONDS).min(1, SECONDS).max(86_400, SECONDS),
});
export const devClockResponse = z.object({
  success: z.literal(true),
  data: z.object({ now: z.iso.datetime() }),
});
