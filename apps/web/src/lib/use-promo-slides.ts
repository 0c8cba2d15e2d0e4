import type { PromoSlide } from '@khabar/domain/contracts/catalog/promo-slider';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client.ts';
import { fetchResource, useResource } from './resource.ts';

const KEY = 'promo-slider';
/** A list fetched this recently when the stream first opens is the catalog as it is. */
const FRESH_MS = 10_000;
const load = () => apiRequest<{ mainSlides: PromoSlide[] }>(KEY).then((r) => r.mainSlides);

/** A restaurant list on the same screen: its point, and what asks for it again. */
export interface LiveList {
  lat: number;
  lng: number;
  refetch: () => unknown;
  /** When the list shown arrived (Date.now()). */
  at: number;
}

/**
 * The home screen's promo slides, kept live: once the screen is idle after its first paint it fetches
 * the stream client and follows the carousel's stream (follow-promo-slides.ts), asking for the slides
 * again when an admin's change (or a slide's dates) changed what shows. A restaurant list on the screen
 * (`list`) follows the same stream, one per screen: it is asked again when a restaurant within reach
 * of its point changed (closed, reopened, a new one). Nothing of it is in the first screens' download.
 */
export function usePromoSlides(list?: LiveList | null) {
  // The last slides, readable offline (decision 050).
  const slides = useResource(KEY, load, { offline: true });
  // The latest list is asked again; only a new point opens the stream again.
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const lat = list?.lat;
  const lng = list?.lng;
  useEffect(() => {
    let close: (() => void) | undefined;
    let gone = false;
    const follow = () => {
      import('./follow-promo-slides.ts').then(
        ({ followPromoSlides }) => {
          if (gone) return;
          close = followPromoSlides(
            () => void fetchResource(KEY, load),
            lat === undefined || lng === undefined
              ? undefined
              : {
                  lat,
                  lng,
                  refetch: () => void latest.current?.refetch(),
                  refetchIfOld: () => {
                    if (Date.now() - (latest.current?.at ?? 0) > FRESH_MS) void latest.current?.refetch();
                  },
                },
          );
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
  }, [lat, lng]);
  return slides;
}
