import type { PromoSlide } from '@khabar/domain/contracts/catalog/promo-slider';
import { useEffect } from 'react';
import { apiRequest } from './api-client.ts';
import { fetchResource, useResource } from './resource.ts';

const KEY = 'promo-slider';
const load = () => apiRequest<{ mainSlides: PromoSlide[] }>(KEY).then((r) => r.mainSlides);

/**
 * The home screen's promo slides, kept live: once the screen is idle after its first paint it fetches
 * the stream client and follows the carousel's stream (follow-promo-slides.ts), asking for the slides
 * again when an admin's change (or a slide's dates) changed what shows. Nothing of it is in the first
 * screens' download.
 */
export function usePromoSlides() {
  const slides = useResource(KEY, load);
  useEffect(() => {
    let close: (() => void) | undefined;
    let gone = false;
    const follow = () => {
      import('./follow-promo-slides.ts').then(
        ({ followPromoSlides }) => {
          if (!gone) close = followPromoSlides(() => void fetchResource(KEY, load));
        },
        // Offline before the client came: it is fetched when the connection is back.
        () => window.addEventListener('online', follow, { once: true }),
      );
    };
    const idle = window.requestIdleCallback?.(follow, { timeout: 2_000 });
    const timer = idle === undefined ? setTimeout(follow, 200) : undefined;
    return () => {
      gone = true;
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      clearTimeout(timer);
      window.removeEventListener('online', follow);
      close?.();
    };
  }, []);
  return slides;
}
