// The home screen's promo carousel, live, for anyone looking at it (public: no login). It says
// `promo_changed` when the slides a customer sees changed: an admin's change reloads this process's
// catalog (through the bus's `catalog` channel on every other process), and once it has, the slides
// are read again (one read per reload, kept for every stream) and compared with what this stream last
// had; the minute is checked too, since a slide's dates make it start or end by themselves. Nothing is
// replayed: the page asks for the slides again whenever its stream (re)opens.
// The restaurant list shares the stream (one per screen): given the list's point, a reload that
// changed a restaurant within reach of it says `restaurants_changed`, and the list asks again. Which
// restaurants a change names travels with it (changedRestaurants), so nothing is read or built per
// stream: a change far away costs a distance per stream, and the lists elsewhere are not asked again.
import { RESTAURANTS_CHANGED, type StreamEvent } from '@khabar/domain';
import type { CatalogReadModel } from '../catalog/index.ts';
import type { SseStream } from './sse-stream.ts';

const EVERY_MINUTE_MS = 60_000;

export function streamPromoEvents({
  catalog,
  now,
  slides,
  open,
  onError,
  near,
}: {
  catalog: CatalogReadModel;
  now: () => Date;
  /** The restaurant list's point, when the screen shows one. */
  near: { lat: number; lng: number } | null;
  /** The slides shown now, as the carousel's answer (kept per catalog change and minute). */
  slides: () => Promise<{ identity: Buffer }>;
  open: () => SseStream;
  onError: (err: unknown) => void;
}): void {
  const stream = open();
  let shown: Promise<Buffer | null> = slides().then(
    (a) => a.identity,
    () => null,
  );
  // One comparison at a time, each after the one before: the last answer read is the one remembered.
  const check = () => {
    shown = shown.then(async (before) => {
      if (stream.closed) return before;
      try {
        const { identity } = await slides();
        if (before && !identity.equals(before)) {
          const event: StreamEvent = {
            id: null,
            type: 'promo_changed',
            order_id: null,
            status_id: null,
            payload: {},
            at: now().toISOString(),
          };
          stream.send(event);
        }
        return identity;
      } catch (err) {
        onError(err);
        return before;
      }
    });
  };
  const stop = catalog.onReload(({ restaurantIds }) => {
    if (!stream.closed && near && catalog.changeReaches(restaurantIds, near.lat, near.lng)) {
      const event: StreamEvent = {
        id: null,
        type: RESTAURANTS_CHANGED,
        order_id: null,
        status_id: null,
        payload: { restaurant_ids: restaurantIds },
        at: now().toISOString(),
      };
      stream.send(event);
    }
    check();
  });
  const timer = setInterval(check, EVERY_MINUTE_MS);
  timer.unref?.();
  stream.onClose(() => {
    stop();
    clearInterval(timer);
  });
}
