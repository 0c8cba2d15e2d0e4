import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, Bike, Moon, ThumbsUp } from 'lucide-react';
import { useEffect } from 'react';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { RoleGate } from '../../components/partner-shell/role-gate.tsx';
import { PushOffer } from '../../components/push-offer/push-offer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { useSoundUnlock } from '../../lib/chime.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import { useCaptainMe } from './api/get-captain-me.ts';
import { useSetDuty } from './api/set-duty.ts';
import css from './captain.module.css';
import { LocationStatus } from './location-status.tsx';
import { OfferCard } from './offer-card.tsx';
import { ThumbsText } from './thumbs-line.tsx';
import { TripCancelledNotice } from './trip-cancelled-notice.tsx';
import { TripCard } from './trip-card.tsx';
import { useOpenOffer } from './use-open-offer.ts';
import { useSharePosition } from './use-share-position.ts';

function CaptainHome() {
  const { t } = useLingui();
  const me = useCaptainMe();
  const duty = useSetDuty();
  const trip = me.data?.trip ?? null;
  const sharing = useSharePosition(trip !== null);
  const offer = useOpenOffer(me.data?.offer ?? null);
  useSoundUnlock();

  if (me.isPending) return <SkeletonCard label={t`Loading your trips`} />;
  if (me.isError && !me.data) {
    return (
      <div className="card" role="alert">
        <p>
          <Trans>We could not load your trips.</Trans> {me.error.message}
        </p>
        <Button onClick={() => void me.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const { captain } = me.data;
  const reason = me.error?.message;
  // Cash taken at the door and not yet handed in at the office (decision 039).
  const toHandIn = rupeesToPaise(me.data.cash_to_hand_in);
  const handIn = formatInr(toHandIn);
  return (
    <>
      <section className={css.profile} aria-label={t`You`}>
        <span>
          <strong translate="no">{captain.name}</strong>
          <span className="muted small" translate="no">
            {' '}
            · {captain.vehicle_number}
          </span>
        </span>
        <ToggleSwitch
          checked={captain.is_on_duty}
          disabled={duty.isPending || (trip !== null && captain.is_on_duty)}
          onChange={(on) => duty.mutate(on)}
        >
          {captain.is_on_duty ? t`On duty` : t`Off duty`}
        </ToggleSwitch>
        <p className={css.thumbs}>
          <ThumbsUp aria-hidden size={18} /> <ThumbsText thumbs={me.data.thumbs} />
        </p>
        {toHandIn > 0 && (
          <p className={css.handIn}>
            <Banknote aria-hidden size={18} />{' '}
            <Trans>
              Cash to hand in: <strong>{handIn}</strong>
            </Trans>
          </p>
        )}
      </section>
      {duty.isError && (
        <p className="form-problem" role="alert">
          {duty.error.message}
        </p>
      )}
      {me.isError && (
        <p className="notice small" role="status">
          <Trans>Could not refresh ({reason}). Trying again.</Trans>
        </p>
      )}
      <LocationStatus state={sharing} />
      {captain.is_on_duty && (
        <PushOffer
          audience="captain"
          question={t`Tell this phone of delivery offers, even with the app closed?`}
          done={t`This phone will be told of every offer.`}
        />
      )}
      <TripCancelledNotice trip={trip} />
      {offer && <OfferCard key={offer.id} offer={offer} />}
      {trip ? (
        <TripCard trip={trip} />
      ) : offer ? null : captain.is_on_duty ? (
        <div className="empty">
          <Bike aria-hidden size={44} className="empty__icon" />
          <h2>
            <Trans>Waiting for an order</Trans>
          </h2>
          <p className="muted">
            <Trans>Keep this page open. A delivery near you shows here, with 30 seconds to take it.</Trans>
          </p>
        </div>
      ) : (
        <div className="empty">
          <Moon aria-hidden size={44} className="empty__icon" />
          <h2>
            <Trans>You are off duty</Trans>
          </h2>
          <p className="muted">
            <Trans>Go on duty to get delivery offers.</Trans>
          </p>
        </div>
      )}
    </>
  );
}

/** `/captain`: the delivery captain's app (phone first): duty, offers, the trip, sharing the position. */
export function CaptainPage() {
  const { t } = useLingui();
  const brand = useBrandName();
  // The tab says whose app this is, in the rider's language (index.html's title is the customer's).
  useEffect(() => {
    const before = document.title;
    document.title = t`Captain · ${brand}`;
    return () => {
      document.title = before;
    };
  }, [t, brand]);
  return (
    <RoleGate need="captain">
      {() => (
        <>
          <PartnerTopBar title={t`Captain`}>
            <LanguageSwitch />
          </PartnerTopBar>
          <main id="main" className={css.page}>
            <h1 className="visually-hidden">
              <Trans>Captain</Trans>
            </h1>
            <OfflineNotice>{t`You are offline. Offers and steps will update when the connection is back.`}</OfflineNotice>
            <CaptainHome />
          </main>
        </>
      )}
    </RoleGate>
  );
}
