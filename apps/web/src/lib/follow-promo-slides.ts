// Loaded after the home screen's first paint (use-promo-slides.ts), with the stream client.
import { openEventStream } from './event-stream.ts';

/**
 * Follows the promo carousel's public stream: `refetch` on every `promo_changed`, and whenever the
 * stream opens again after a drop (it replays nothing). Returns the function that closes it.
 */
export function followPromoSlides(refetch: () => void): () => void {
  let opened = false;
  return openEventStream('promo-slider/events', {
    onEvent: (event) => {
      if (event.type === 'promo_changed') refetch();
    },
    onOpen: () => {
      if (opened) refetch();
      opened = true;
    },
  });
}
