// Where the rider is, in the screen's language: the domain's riderWhereabouts decides (fresh or a last
// sighting, before the pickup or not); these are its words, with the distance and the time ago said here.
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { riderWhereabouts } from '@khabar/domain/orders/rider-fix';
import { t } from '@lingui/core/macro';

/** The domain's "at the place" distance (rider-fix.ts): closer than this, the rider is there. */
const AT_PLACE_M = 100;

type Input = Parameters<typeof riderWhereabouts>[0];

/** "40 s ago", "2 min ago", "3 h ago". */
function agoWords(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return t`${s} s ago`;
  const minutes = Math.floor(s / 60);
  if (s < 3600) return t`${minutes} min ago`;
  const hours = Math.floor(s / 3600);
  return t`${hours} h ago`;
}

/** "450 m", "2.3 km": Latin digits and the metric units in every language (decision 049). */
export function distanceWords(metres: number): string {
  if (metres < 1000) {
    const rounded = Math.round(metres / 50) * 50;
    return t`${rounded} m`;
  }
  const km = (metres / 1000).toFixed(1);
  return t`${km} km`;
}

export function whereaboutsText(input: Input) {
  const found = riderWhereabouts(input);
  const toDoor = input.statusId === ORDER_STATUS.onTheWay;
  const metres = toDoor ? input.metresToDoor : input.metresToRestaurant;
  const name = input.riderName.split(' ')[0] || t`Your rider`;
  const restaurant = input.restaurantName;
  const distance = distanceWords(metres);
  const here = metres < AT_PLACE_M;
  const where = toDoor
    ? here
      ? t`at your door`
      : t`about ${distance} from your door`
    : here
      ? t`at ${restaurant}`
      : t`about ${distance} from ${restaurant}`;
  if (!found.stale) return { ...found, text: t`${name} is ${where}.` };
  const lastSeen = agoWords(input.now.getTime() - input.seenAt.getTime());
  const beforePickup =
    toDoor && input.pickedUpAt !== null && input.seenAt.getTime() < input.pickedUpAt.getTime();
  return {
    stale: true,
    lastSeen,
    text: beforePickup
      ? t`${name} was ${where}, last seen ${lastSeen}, before the pickup.`
      : t`${name} was ${where}, last seen ${lastSeen}.`,
  };
}
