// POST /api/admin/captains/:captainId/reinstate { version } -> the captain, no longer suspended and
// still off duty: they go on duty themselves in the captain app (admins only).
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminCaptain, captainVersion } from './captain-fields.ts';

export const reinstateCaptainBody = z
  .object({ ...authFields, version: captainVersion })
  .meta({ examples: [{ version: 1 }] });
export const reinstateCaptainResponse = okResponse(adminCaptain);
