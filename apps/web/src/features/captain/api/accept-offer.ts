import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/offers/:id/accept: the offered order becomes this captain's trip. */
export const useAcceptOffer = () => useCaptainStep((offerId: number) => `captain/offers/${offerId}/accept`);
