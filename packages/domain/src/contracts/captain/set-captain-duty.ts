// POST /api/captain/duty { on_duty } -> CaptainProfile. Off duty: no more offers (an open one is withdrawn).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { captainProfile } from './captain-profile.ts';

export const setCaptainDutyBody = z
  .object({
    ...authFields,
    on_duty: z.boolean({ error: 'on_duty must be true or false' }),
  })
  .meta({ examples: [{ on_duty: true }] });
export const setCaptainDutyResponse = okResponse(captainProfile);
