// Loaded after the home screen's first paint (use-promo-slides.ts), with the stream client.
import { openEventStream } from './event-stream.ts';

/** The restaurant list that shares the home screen's stream: its point, and how it asks again. */
export interface FollowedList {
  lat: number;
  lng: number;
  refetch: () => void;
  /** Asks again only if what it shows may be old (the stream's first open). */
  refetchIfOld: () => void;
}

/**
 * Follows the home screen's public stream: `refetch` on every `promo_changed`, and with a restaurant
 * list its point, so that `list.refetch` runs on every `restaurants_changed` (a change to a restaurant
 * within reach of it); both whenever the stream opens again after a drop (it replays nothing), and the
 * list when it first opens if the list may be old. Returns the function that closes it.
 */
export function followPromoSlides(refetch: () => void, list?: FollowedList): () => void {
  let opened = false;
  const path = list
    ? `promo-slider/events?latitude=${list.lat}&longitude=${list.lng}`
    : 'promo-slider/events';
  return openEventStream(path, {
    onEvent: (event) => {
      if (event.type === 'promo_changed') refetch();
      // The type as promo-slider-events.ts names it (RESTAURANTS_CHANGED): a literal, not that module's
      // zod, in this chunk.
      if (event.type === 'restaurants_changed') list?.refetch();
    },
    onOpen: () => {
      if (opened) {
        refetch();
        list?.refetch();
      } else list?.refetchIfOld();
      opened = true;
    },
  });
}
