// POST /api/admin/operators/invite { phone, name, level } -> the operator (admins only). The phone's
// account is made if it has none; the person logs in with a code as everyone does. Inviting a revoked
// operator again restores them at the new level.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { mobileInput, operatorJson, operatorLevel, operatorName } from './operator-fields.ts';

export const inviteOperatorBody = z
  .object({
    ...authFields,
    phone: mobileInput,
    name: operatorName,
    level: operatorLevel,
  })
  .meta({ examples: [{ phone: '9830011111', name: 'Ritika Das', level: 'support' }] });
export const inviteOperatorResponse = okResponse(operatorJson);
