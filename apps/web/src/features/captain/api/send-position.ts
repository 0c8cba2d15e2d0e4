import type { postCaptainPositionBody } from '@khabar/domain/contracts/captain/post-captain-position';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST captain/position: the captain's latest fix (the server ignores fixes worse than 50 m). */
export const sendPosition = (fix: { latitude: number; longitude: number; accuracy_m: number }) =>
  apiRequest<unknown, typeof postCaptainPositionBody>('captain/position', { body: fix });
