import { Clock, MapPinned, MousePointerClick, Star } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PlaceSearch } from '../../components/place-search/place-search.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { PromoCarousel } from '../../components/ui/promo-carousel.tsx';
import { locateMe } from '../../lib/locate-me.ts';
import { saveLocation, useChosenLocation } from '../../lib/location-store.ts';
import { useAppConfig } from '../../lib/use-app-config.ts';
import { usePromoSlides } from '../../lib/use-promo-slides.ts';

const SELLING_POINTS = [
  { icon: Star, title: 'Top restaurants', text: 'The city’s favourites, from biryani to mishti, near you.' },
  { icon: MousePointerClick, title: '5 click order', text: 'Pick a place, add dishes, pay. Done.' },
  { icon: Clock, title: 'On time delivery', text: 'We show the time we promise, and keep to it.' },
];

/** `/`: choose where to eat. A customer who already chose a place goes straight to the restaurants. */
export function LandingPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useChosenLocation();
  const config = useAppConfig().data;
  const slides = usePromoSlides().data ?? [];
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const findButton = useRef<HTMLButtonElement>(null);

  // Only on arrival: a customer who chose a place before goes straight to the list; picking a place
  // here waits for FIND FOOD.
  const [arrivedWithLocation] = useState(() => location !== null && !params.has('change'));
  if (arrivedWithLocation) return <Navigate to="/restaurants" replace />;

  const onLocate = async () => {
    setLocating(true);
    setProblem('');
    try {
      saveLocation(await locateMe());
      navigate('/restaurants');
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setLocating(false);
    }
  };

  return (
    <main id="main" className="landing">
      <section className="landing__hero">
        <header className="landing__top">
          <BrandLogo name={config?.brandName} size={40} />
        </header>
        <h1 className="landing__tagline">{config?.tagline ?? 'Your taste - our passion'}</h1>
        <p className="landing__lead">
          Order from Kolkata’s best restaurants, delivered hot or ready for pickup.
        </p>
        <div className="landing__search">
          <PlaceSearch
            onPick={(p) => {
              saveLocation({ lat: p.lat, lng: p.lng, address: p.description });
              setProblem('');
              findButton.current?.focus();
            }}
          />
          <button
            type="button"
            className="btn btn--outline"
            onClick={onLocate}
            disabled={locating}
            aria-busy={locating}
          >
            {locating ? '...' : 'Locate Me'}
          </button>
          <button
            ref={findButton}
            type="button"
            className="btn btn--primary"
            onClick={() => {
              if (localStorage.getItem('userLat')) navigate('/restaurants');
              else setProblem('Choose your area from the suggestions, or use Locate Me.');
            }}
          >
            FIND FOOD
          </button>
        </div>
        <Link to="/setLocation" className="btn btn--ghost landing__manual">
          <MapPinned aria-hidden size={18} /> Set Your Location Manually
        </Link>
        <p className="landing__problem" role="alert">
          {problem}
        </p>
        {location && (
          <p className="muted">
            Currently delivering to <strong>{location.address}</strong>
          </p>
        )}
        <p className="landing__popular muted">
          Popular locations: Park Street, Salt Lake, New Town, Gariahat, Behala, Howrah, Dum Dum.
        </p>
      </section>
      <PromoCarousel slides={slides} />
      <section className="selling-points" aria-label="Why order with us">
        {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="selling-point">
            <Icon aria-hidden size={28} />
            <h2>{title}</h2>
            <p className="muted">{text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
