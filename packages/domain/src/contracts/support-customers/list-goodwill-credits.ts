// POST /api/admin/credits { status? } -> goodwill credits, newest first: pending requests by default
// (oldest waiting first), for an admin to decide (any operator reads; support sees their own).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { goodwillCreditJson } from './customer-fields.ts';

export const listGoodwillCreditsBody = optionalBody(
  z.object({
    ...authFields,
    status: z
      .enum(['pending', 'decided'], { error: 'status must be pending or decided' })
      .nullish()
      .transform((v) => v ?? 'pending'),
  }),
).meta({ examples: [{ status: 'pending' }] });
export const listGoodwillCreditsResponse = okResponse(z.array(goodwillCreditJson));
