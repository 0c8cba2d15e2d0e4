import type { PromoSlide } from '@khabar/domain/contracts/catalog/promo-slider';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '../../lib/router/router.tsx';
import { Photo } from '../photo/photo.tsx';
import css from './promo-carousel.module.css';

const AUTOPLAY_MS = 3000;
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

// The customer's first touch, scroll or key on the page. Slides that turn from the first paint make the
// screen change every 3 s while it loads: on a slow phone that is a tap landing on the wrong slide, and
// Lighthouse's Speed Index read the turning as a page still drawing (12.4 s; 1.3 s held still, which
// took the landing from 88 to 98).
const WAKE_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** True once the customer has touched, scrolled or typed on the page. */
function useCustomerActive() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (active) return;
    const wake = () => setActive(true);
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { once: true, passive: true });
    return () => {
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake);
    };
  }, [active]);
  return active;
}

/**
 * The promo slides, turning every 3 s once the customer has started using the page (not for those who
 * asked for less motion), with a pause button.
 */
export function PromoCarousel({
  slides,
  perView = 1,
  pending = false,
}: {
  slides: PromoSlide[];
  perView?: number;
  /** The slides are on their way: their place is kept, so nothing below moves when they come. */
  pending?: boolean;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const active = useCustomerActive();
  // With several slides in view, the carousel steps one slide at a time until the last one shows.
  const count = slides.length;
  const stops = Math.max(1, count - perView + 1);
  useEffect(() => {
    if (!playing || !active || stops < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % stops), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, active, stops]);
  if (!count) {
    return pending ? (
      <div className={css.carousel} aria-hidden="true">
        <span className={css.later} />
      </div>
    ) : null;
  }
  const go = (d: number) => setIndex((i) => (i + d + stops) % stops);
  const visible = (i: number) => i >= index && i < index + perView;
  return (
    <section
      className={perView > 1 ? `${css.carousel} ${css.strip}` : css.carousel}
      aria-roledescription="carousel"
      aria-label={t`Offers and picks`}
      style={{ '--per-view': perView } as React.CSSProperties}
    >
      <div className={css.track} style={{ transform: `translateX(-${(index * 100) / perView}%)` }}>
        {slides.map((s, i) => {
          const position = i + 1;
          const title = s.title;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group with a slide roledescription
            <div
              key={s.id}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${position} of ${count}: ${title}`}
              aria-hidden={!visible(i)}
            >
              <Link to={s.link ?? '/restaurants'} tabIndex={visible(i) ? 0 : -1}>
                {i < perView || active ? (
                  <Photo
                    path={s.image}
                    // One slide across a phone, three across a desk (decision 024's widths).
                    sizes={perView > 1 ? '(max-width: 1280px) 34vw, 430px' : '100vw'}
                    alt={s.title}
                    width={800}
                    height={320}
                    loading={i < perView ? 'eager' : 'lazy'}
                  />
                ) : (
                  // The slides out of view wait for the customer's first touch, as the turning does:
                  // each generated slide is an SVG document the phone lays out and paints on its main
                  // thread (two more made two long tasks in the landing's first second).
                  <span className={css.later} />
                )}
              </Link>
            </div>
          );
        })}
      </div>
      {stops > 1 && (
        <div className={css.controls}>
          <button type="button" className="icon-btn" onClick={() => go(-1)} aria-label={t`Previous slide`}>
            <ChevronLeft aria-hidden size={18} />
          </button>
          <button
            type="button"
            className="icon-btn"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t`Pause slides` : t`Play slides`}
          >
            {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
          </button>
          <button type="button" className="icon-btn" onClick={() => go(1)} aria-label={t`Next slide`}>
            <ChevronRight aria-hidden size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
