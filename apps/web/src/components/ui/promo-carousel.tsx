import type { PromoSlide } from '@khabar/domain/contracts/catalog/promo-slider';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/api-client.ts';

const AUTOPLAY_MS = 3000;
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The promo slides, turning every 3 s (not for those who asked for less motion), with a pause button. */
export function PromoCarousel({ slides }: { slides: PromoSlide[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = slides.length;
  useEffect(() => {
    if (!playing || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(t);
  }, [playing, count]);
  if (!count) return null;
  const go = (d: number) => setIndex((i) => (i + d + count) % count);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Offers and picks">
      <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((s, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group with a slide roledescription
          <div
            key={s.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${s.title}`}
            aria-hidden={i !== index}
          >
            <Link to={s.link ?? '/restaurants'} tabIndex={i === index ? 0 : -1}>
              <img
                src={mediaUrl(s.image)}
                alt={s.title}
                width={800}
                height={320}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </Link>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="icon-btn" onClick={() => go(-1)} aria-label="Previous slide">
            <ChevronLeft aria-hidden size={18} />
          </button>
          <button
            type="button"
            className="icon-btn"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Pause slides' : 'Play slides'}
          >
            {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
          </button>
          <button type="button" className="icon-btn" onClick={() => go(1)} aria-label="Next slide">
            <ChevronRight aria-hidden size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
