// POST /api/admin/operators -> every operator, revoked ones last (admins only).
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';
import { operatorJson } from './operator-fields.ts';

export const listOperatorsBody = emptyBody;
export const listOperatorsResponse = okResponse(z.array(operatorJson));
