export type { CaptainTrip } from '@khabar/domain/contracts/captain/captain-trip';
export type { CaptainMe, CaptainOffer } from '@khabar/domain/contracts/captain/get-captain-me';

export const captainMeKey = ['captain-me'] as const;
