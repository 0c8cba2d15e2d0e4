import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Banknote, Bike, Moon, ThumbsUp } from 'lucide-react';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { RoleGate } from '../../components/partner-shell/role-gate.tsx';
import { PushOffer } from '../../components/push-offer/push-offer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { useSoundUnlock } from '../../lib/chime.ts';
import { useCaptainMe } from './api/get-captain-me.ts';
import { useSetDuty } from './api/set-duty.ts';
import css from './captain.module.css';
import { LocationStatus } from './location-status.tsx';
import { OfferCard } from './offer-card.tsx';
import { thumbsText } from './thumbs-text.ts';
import { TripCancelledNotice } from './trip-cancelled-notice.tsx';
import { TripCard } from './trip-card.tsx';
import { useOpenOffer } from './use-open-offer.ts';
import { useSharePosition } from './use-share-position.ts';

function CaptainHome() {
  const me = useCaptainMe();
  const duty = useSetDuty();
  const trip = me.data?.trip ?? null;
  const sharing = useSharePosition(trip !== null);
  const offer = useOpenOffer(me.data?.offer ?? null);
  useSoundUnlock();

  if (me.isPending) return <SkeletonCard label="Loading your trips" />;
  if (me.isError && !me.data) {
    return (
      <div className="card" role="alert">
        <p>We could not load your trips. {me.error.message}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    );
  }
  const { captain } = me.data;
  // Cash taken at the door and not yet handed in at the office (decision 039).
  const toHandIn = rupeesToPaise(me.data.cash_to_hand_in);
  return (
    <>
      <section className={css.profile} aria-label="You">
        <span>
          <strong>{captain.name}</strong>
          <span className="muted small"> · {captain.vehicle_number}</span>
        </span>
        <ToggleSwitch
          checked={captain.is_on_duty}
          disabled={duty.isPending || (trip !== null && captain.is_on_duty)}
          onChange={(on) => duty.mutate(on)}
        >
          {captain.is_on_duty ? 'On duty' : 'Off duty'}
        </ToggleSwitch>
        <p className={css.thumbs}>
          <ThumbsUp aria-hidden size={18} /> {thumbsText(me.data.thumbs)}
        </p>
        {toHandIn > 0 && (
          <p className={css.handIn}>
            <Banknote aria-hidden size={18} /> Cash to hand in: <strong>{formatInr(toHandIn)}</strong>
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
          Could not refresh ({me.error.message}). Trying again.
        </p>
      )}
      <LocationStatus state={sharing} />
      {captain.is_on_duty && (
        <PushOffer
          audience="captain"
          question="Tell this phone of delivery offers, even with the app closed?"
          done="This phone will be told of every offer."
        />
      )}
      <TripCancelledNotice trip={trip} />
      {offer && <OfferCard key={offer.id} offer={offer} />}
      {trip ? (
        <TripCard trip={trip} />
      ) : offer ? null : captain.is_on_duty ? (
        <div className="empty">
          <Bike aria-hidden size={44} className="empty__icon" />
          <h2>Waiting for an order</h2>
          <p className="muted">
            Keep this page open. A delivery near you shows here, with 30 seconds to take it.
          </p>
        </div>
      ) : (
        <div className="empty">
          <Moon aria-hidden size={44} className="empty__icon" />
          <h2>You are off duty</h2>
          <p className="muted">Go on duty to get delivery offers.</p>
        </div>
      )}
    </>
  );
}

/** `/captain`: the delivery captain's app (phone first): duty, offers, the trip, sharing the position. */
export function CaptainPage() {
  return (
    <RoleGate need="captain">
      {() => (
        <>
          <PartnerTopBar title="Captain" />
          <main id="main" className={css.page}>
            <h1 className="visually-hidden">Captain</h1>
            <OfflineNotice>
              You are offline. Offers and steps will update when the connection is back.
            </OfflineNotice>
            <CaptainHome />
          </main>
        </>
      )}
    </RoleGate>
  );
}
