// The captain app's steps on its trip (arrive, pick up, deliver with the PIN), answered as the trip.
import type { CaptainTrip } from '@khabar/domain';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { arriveAtRestaurant, deliverOrder, pickUpOrder } from '../lifecycle/index.ts';
import { captainTripJson } from './captain-trip-json.ts';

export type CaptainStep = { step: 'arrive' } | { step: 'pick-up' } | { step: 'deliver'; pin: string };

export async function takeCaptainStep(
  input: LifecycleContext & { userId: number; orderId: number } & CaptainStep,
): Promise<CaptainTrip> {
  const actor = { type: 'captain', userId: input.userId } as const;
  const base = { ...input, actor };
  if (input.step === 'arrive') await arriveAtRestaurant(base);
  else if (input.step === 'pick-up') await pickUpOrder(base);
  else await deliverOrder({ ...base, pin: input.pin });
  return captainTripJson({ db: input.db, orderId: input.orderId, options: { withPhone: true } });
}
