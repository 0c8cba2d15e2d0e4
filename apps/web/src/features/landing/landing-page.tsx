import type { PlaceSuggestion } from '@khabar/domain/contracts/places/autocomplete';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, MapPinned, MousePointerClick, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
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
  {
    icon: Star,
    title: msg`Top restaurants`,
    text: msg`The city’s favourites, from biryani to mishti, near you.`,
  },
  { icon: MousePointerClick, title: msg`5 click order`, text: msg`Pick a place, add dishes, pay. Done.` },
  { icon: Clock, title: msg`On time delivery`, text: msg`We show the time we promise, and keep to it.` },
];

/**
 * `/`: choose where to eat. A customer who already chose a place goes straight to the restaurants,
 * unless this page was already shown in this tab: Back from the list comes here to change the place.
 */
export function LandingPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const place = useDeliveryPoint();
  const user = useUser();
  const config = useAppConfig().data;
  const promo = usePromoSlides();
  const slides = promo.data ?? [];
  const [locating, setLocating] = useState(false);
  const [looking, setLooking] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const findButton = useRef<HTMLButtonElement>(null);
  // The default tagline is ours and is translated; one the operator wrote is the brand's, as written.
  const ownTagline = config?.tagline && config.tagline !== 'Your taste - our passion' ? config.tagline : null;

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
      if (!p) throw new Error(t`We could not find ${name}. Try the search above.`);
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
          <span className={css.topActions}>
            <LanguageSwitch />
            <ButtonLink variant="ghost" size="small" to={user ? '/account' : '/login'}>
              {user ? <Trans>Account</Trans> : <Trans>Login</Trans>}
            </ButtonLink>
          </span>
        </header>
        <h1 className={css.tagline} translate={ownTagline ? 'no' : undefined}>
          {ownTagline ?? t`Your taste - our passion`}
        </h1>
        <p className={css.lead}>
          <Trans>Order from Kolkata’s best restaurants, delivered hot or ready for pickup.</Trans>
        </p>
        <div className={css.search}>
          <PlaceSearchLater
            className={css.place}
            onPick={(p) => {
              setProblem('');
              if (choose({ lat: p.lat, lng: p.lng, address: p.description })) findButton.current?.focus();
            }}
          />
          <Button variant="outline" onClick={onLocate} busy={locating}>
            {locating ? '...' : <Trans>Locate Me</Trans>}
          </Button>
          <Button
            ref={findButton}
            onClick={() => {
              if (place) navigate('/restaurants');
              else setProblem(t`Choose your area from the suggestions, or use Locate Me.`);
            }}
          >
            <Trans>FIND FOOD</Trans>
          </Button>
        </div>
        <ButtonLink to="/setLocation" variant="ghost" className={css.manual}>
          <MapPinned aria-hidden size={18} /> <Trans>Set Your Location Manually</Trans>
        </ButtonLink>
        <p className={css.problem} role="alert">
          {problem}
        </p>
        {place && (
          <p className="muted">
            <Trans>
              Currently delivering to <strong translate="no">{place.address}</strong>.
            </Trans>{' '}
            <Link className="link" to="/restaurants">
              <Trans>See restaurants</Trans>
            </Link>
          </p>
        )}
        <div className={css.popular}>
          <p id="popular-places" className="muted">
            <Trans>Popular locations</Trans>
          </p>
          <ul aria-labelledby="popular-places" className={css.popularList}>
            {POPULAR.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="chip"
                  translate="no"
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
      {/* Their place is kept while the slides come: the selling points below would move (CLS 0.057). */}
      <PromoCarousel slides={slides} pending={promo.isPending && !promo.isPaused} />
      <section className={css.points} aria-label={t`Why order with us`}>
        {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
          <div key={title.id} className={css.point}>
            <Icon aria-hidden size={28} />
            <h2>{t(title)}</h2>
            <p className="muted">{t(text)}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
