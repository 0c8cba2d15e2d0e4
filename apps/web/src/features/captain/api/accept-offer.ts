import type { acceptOfferBody } from '@khabar/domain/contracts/captain/accept-offer';
import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/offers/:id/accept: the offered order becomes this captain's trip. */
export const useAcceptOffer = () =>
  useCaptainStep<number, typeof acceptOfferBody>(
    (offerId) => `captain/offers/${offerId}/accept`,
    () => ({}),
  );
