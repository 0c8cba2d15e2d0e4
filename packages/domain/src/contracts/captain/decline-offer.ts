// POST /api/captain/offers/:offerId/decline -> { declined: true }; the order goes to the next captain.
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';

export const declineOfferBody = emptyBody;
export const declineOfferResponse = okResponse(z.object({ declined: z.literal(true) }));
