// POST /api/admin/captains/:captainId/suspend { version, reason } -> the captain, suspended (admins
// only): off duty, an open offer withdrawn (the order goes to the next captain), no offers and no going
// on duty until reinstated. A trip already in hand stays theirs (support handles it). The reason is
// kept in the audit log.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse, plainText } from '../../common/lifecycle-fields.ts';
import { adminCaptain, captainVersion } from './captain-fields.ts';

export const suspendCaptainBody = z
  .object({
    ...authFields,
    version: captainVersion,
    reason: plainText(3, 200, 'reason must be 3 to 200 characters of plain text'),
  })
  .meta({ examples: [{ version: 1, reason: 'Repeated late deliveries' }] });
export const suspendCaptainResponse = okResponse(adminCaptain);
