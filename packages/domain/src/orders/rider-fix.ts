// Where the rider is, as far as we know: the last position their phone (or the demo autopilot)
// reported and when. Tracking puts the marker there and measures from it, and says how old it is once
// it is old; it never moves the rider to where a step suggests they are ("picked up" is not a place).
// docs/product.md, Orders.
import { ORDER_STATUS } from './order-status.ts';

/**
 * A position older than this is shown with its age ("last seen 2 min ago"). The captain app sends one
 * about every 10 s while the rider moves and the autopilot every 5 s, so a minute without one means the
 * phone stopped sending or the rider stopped.
 */
export const RIDER_FIX_FRESH_MS = 60_000;
/** Closer than this to the restaurant or the door is "at" it (a GPS fix is good to about 50 m). */
const AT_PLACE_M = 100;

/** "450 m" (to 50 m) or "1.2 km". */
export const distanceText = (metres: number): string =>
  metres < 1000 ? `${Math.round(metres / 50) * 50} m` : `${(metres / 1000).toFixed(1)} km`;

/** How long ago, in the words a person says: "40 s ago", "2 min ago", "3 h ago". */
export function agoText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  return `${Math.floor(s / 3600)} h ago`;
}

export interface RiderWhereabouts {
  /** One sentence: where the rider is (or was, with when). */
  text: string;
  /** The position is old, or from before the pickup: the marker is shown as a last sighting. */
  stale: boolean;
  /** "2 min ago" when stale, else null. */
  lastSeen: string | null;
}

/**
 * Where the rider is in words, from their last reported position: measured to the restaurant while
 * they go to fetch the food (3), to the door once they have it (4). Distances are road metres, measured
 * by the caller. A position reported before the pickup is a last sighting on an order on its way,
 * however recent: the rider has been to the restaurant since.
 */
export function riderWhereabouts(input: {
  statusId: number;
  riderName: string;
  restaurantName: string;
  seenAt: Date;
  pickedUpAt: Date | null;
  now: Date;
  metresToRestaurant: number;
  metresToDoor: number;
}): RiderWhereabouts {
  const toDoor = input.statusId === ORDER_STATUS.onTheWay;
  const place = toDoor ? 'your door' : input.restaurantName;
  const metres = toDoor ? input.metresToDoor : input.metresToRestaurant;
  const where = metres < AT_PLACE_M ? `at ${place}` : `about ${distanceText(metres)} from ${place}`;
  const age = input.now.getTime() - input.seenAt.getTime();
  const beforePickup =
    toDoor && input.pickedUpAt !== null && input.seenAt.getTime() < input.pickedUpAt.getTime();
  const name = input.riderName.split(' ')[0] || 'Your rider';
  if (!beforePickup && age <= RIDER_FIX_FRESH_MS)
    return { text: `${name} is ${where}.`, stale: false, lastSeen: null };
  const lastSeen = agoText(age);
  return {
    text: `${name} was ${where}, last seen ${lastSeen}${beforePickup ? ', before the pickup' : ''}.`,
    stale: true,
    lastSeen,
  };
}
