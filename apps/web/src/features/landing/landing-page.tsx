import type { PlaceSuggestion } from '@khabar/domain/contracts/places/autocomplete';
import { Clock, MapPinned, MousePointerClick, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PlaceSearchLater } from '../../components/place-search/place-search-later.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PromoCarousel } from '../../components/ui/promo-carousel.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { chooseGuestPlace, useDeliveryPoint } from '../../lib/delivery-point.ts';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { useUser } from '../../lib/session-store.ts';
import { useAppConfig } from '../../lib/use-app-config.ts';
import { usePromoSlides } from '../../lib/use-promo-slides.ts';
import css from './landing.module.css';

const POPULAR = ['Park Street', 'Salt Lake', 'New Town', 'Gariahat', 'Behala', 'Howrah', 'Dum Dum'];

const SELLING_POINTS = [
  { icon: Star, title: 'Top restaurants', text: 'The city’s favourites, from biryani to mishti, near you.' },
  { icon: MousePointerClick, title: '5 click order', text: 'Pick a place, add dishes, pay. Done.' },
  { icon: Clock, title: 'On time delivery', text: 'We show the time we promise, and keep to it.' },
];

/**
 * `/`: choose where to eat. A customer who already chose a place goes straight to the restaurants,
 * unless this page was already shown in this tab: Back from the list comes here to change the place.
 */
export function LandingPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const place = useDeliveryPoint();
  const user = useUser();
  const config = useAppConfig().data;
  const slides = usePromoSlides().data ?? [];
  const [locating, setLocating] = useState(false);
  const [looking, setLooking] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const findButton = useRef<HTMLButtonElement>(null);

  // Once this page has been shown in this tab, Back from the list comes back to it, and it stays.
  const [arrivedWithPlace] = useState(
    () => place !== null && !params.has('change') && !sessionStorage.getItem('landingShown'),
  );
  useEffect(() => {
    sessionStorage.setItem('landingShown', '1');
  }, []);
  if (arrivedWithPlace) return <Navigate to="/restaurants" replace />;

  // A guest's choice is kept on this device; a customer's becomes an address on the account, so it is
  // confirmed (house / flat) on the map first (decision 015).
  const choose = (p: { lat: number; lng: number; address: string }) => {
    if (!user) {
      chooseGuestPlace(p);
      return true;
    }
    const q = new URLSearchParams({ lat: String(p.lat), lng: String(p.lng), address: p.address });
    navigate(`/setLocation?${q}`);
    return false;
  };

  // A popular place is chosen as a search result is: the place search names it and gives its point.
  const pickPopular = async (name: string) => {
    setLooking(name);
    setProblem('');
    try {
      const hits = await apiRequest<{ data: PlaceSuggestion[] }>(
        `places/autocomplete?q=${encodeURIComponent(name)}`,
        { method: 'GET' },
      );
      const p = hits.data[0];
      if (!p) throw new Error(`We could not find ${name}. Try the search above.`);
      if (choose({ lat: p.lat, lng: p.lng, address: p.description })) findButton.current?.focus();
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setLooking(null);
    }
  };

  const onLocate = async () => {
    setLocating(true);
    setProblem('');
    try {
      // Asked for only when someone taps Locate Me: not part of the page's first download.
      const { locateMe } = await import('../../lib/locate-me.ts');
      if (choose(await locateMe())) navigate('/restaurants');
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setLocating(false);
    }
  };

  return (
    <main id="main">
      <section className={css.hero}>
        <header className={css.top}>
          <BrandLogo size={40} />
          <ButtonLink variant="ghost" size="small" to={user ? '/account' : '/login'}>
            {user ? 'Account' : 'Login'}
          </ButtonLink>
        </header>
        <h1 className={css.tagline}>{config?.tagline ?? 'Your taste - our passion'}</h1>
        <p className={css.lead}>Order from Kolkata’s best restaurants, delivered hot or ready for pickup.</p>
        <div className={css.search}>
          <PlaceSearchLater
            className={css.place}
            onPick={(p) => {
              setProblem('');
              if (choose({ lat: p.lat, lng: p.lng, address: p.description })) findButton.current?.focus();
            }}
          />
          <Button variant="outline" onClick={onLocate} busy={locating}>
            {locating ? '...' : 'Locate Me'}
          </Button>
          <Button
            ref={findButton}
            onClick={() => {
              if (place) navigate('/restaurants');
              else setProblem('Choose your area from the suggestions, or use Locate Me.');
            }}
          >
            FIND FOOD
          </Button>
        </div>
        <ButtonLink to="/setLocation" variant="ghost" className={css.manual}>
          <MapPinned aria-hidden size={18} /> Set Your Location Manually
        </ButtonLink>
        <p className={css.problem} role="alert">
          {problem}
        </p>
        {place && (
          <p className="muted">
            Currently delivering to <strong>{place.address}</strong>.{' '}
            <Link className="link" to="/restaurants">
              See restaurants
            </Link>
          </p>
        )}
        <div className={css.popular}>
          <p id="popular-places" className="muted">
            Popular locations
          </p>
          <ul aria-labelledby="popular-places" className={css.popularList}>
            {POPULAR.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="chip"
                  aria-busy={looking === name || undefined}
                  disabled={looking !== null}
                  onClick={() => pickPopular(name)}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PromoCarousel slides={slides} />
      <section className={css.points} aria-label="Why order with us">
        {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className={css.point}>
            <Icon aria-hidden size={28} />
            <h2>{title}</h2>
            <p className="muted">{text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
