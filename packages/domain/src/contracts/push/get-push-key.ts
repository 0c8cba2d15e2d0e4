// GET /api/push/key -> the server's VAPID public key (base64url), the browser's applicationServerKey.
import { z } from 'zod';
import { okResponse } from '../common/lifecycle-fields.ts';

export const getPushKeyResponse = okResponse(z.object({ public_key: z.string() }));
