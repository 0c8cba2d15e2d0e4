// POST /api/admin/operators/:userId/revoke -> the operator, revoked (admins only; never oneself, so a
// city always keeps the admin who is acting).
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { operatorJson } from './operator-fields.ts';

export const operatorUserIdParam = z
  .object({ userId: idInput('userId') })
  .meta({ examples: [{ userId: 1 }] });
export const revokeOperatorBody = emptyBody;
export const revokeOperatorResponse = okResponse(operatorJson);
