// POST /api/logout: ends the caller's session (this device only).
import { z } from 'zod';
import { authOnlyBody } from '../common/auth-fields.ts';

export const logoutBody = authOnlyBody;
export const logoutResponse = z.object({ success: z.literal(true), message: z.string() });
