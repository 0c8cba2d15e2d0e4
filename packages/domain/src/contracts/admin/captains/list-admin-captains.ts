// POST /api/admin/captains -> every captain, by name, with duty, suspension, last position and the
// order they carry now (any operator).
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { adminCaptain } from './captain-fields.ts';

export const listAdminCaptainsBody = emptyBody;
export const listAdminCaptainsResponse = okResponse(z.array(adminCaptain));
