// GET /api/dev/sms?phone=NNNNNNNNNN: the development SMS outbox, newest first (404 in production).
import { z } from 'zod';

export const devSmsQuery = z
  .object({ phone: z.string().regex(/^\d{10}$/, 'phone must be 10 digits') })
  .meta({ examples: [{ phone: '9876543210' }] });
export const devSmsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ phone: z.string(), text: z.string(), sentAt: z.string() })),
});
