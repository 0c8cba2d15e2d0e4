// POST /api/admin/me -> the operator this account is (403 for anyone who is not one).
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';
import { operatorLevel } from './operator-fields.ts';

export const getAdminMeBody = emptyBody;
export const adminMe = z.object({
  user_id: z.number().int(),
  name: z.string(),
  level: operatorLevel,
});
export type AdminMe = z.infer<typeof adminMe>;
export const getAdminMeResponse = okResponse(adminMe);
