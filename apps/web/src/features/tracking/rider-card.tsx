import type { DeliveryDetailsJson } from '@khabar/domain/contracts/tracking/get-order-tracking';
import { Trans } from '@lingui/react/macro';
import { Bike, Phone } from 'lucide-react';
import { Photo } from '../../components/photo/photo.tsx';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import css from './tracking.module.css';

/** The rider (docs/product.md, Entities: name, photo, phone, vehicle), with a button to call them. */
export function RiderCard({ rider, delivered }: { rider: DeliveryDetailsJson; delivered: boolean }) {
  const firstName = rider.name.split(' ')[0];
  return (
    <section className={`card ${css.rider}`} aria-labelledby="rider-title">
      <Photo className={css.riderPhoto} path={rider.photo} sizes="56px" alt="" width={56} height={56} />
      <div>
        <h2 id="rider-title" className="card__title" translate="no">
          {rider.name}
        </h2>
        <p className="muted small">
          {delivered ? <Trans>Delivered your order</Trans> : <Trans>Your rider</Trans>}
        </p>
        <p className="small">
          <Bike aria-hidden size={16} />{' '}
          <span className="visually-hidden">
            <Trans>Vehicle</Trans>{' '}
          </span>
          <span translate="no">{rider.vehicle_number}</span>
        </p>
      </div>
      {!delivered && (
        <ButtonAnchor className={css.call} variant="outline" size="small" href={`tel:${rider.phone}`}>
          <Phone aria-hidden size={16} />{' '}
          <Trans>
            Call <span translate="no">{firstName}</span>
          </Trans>
        </ButtonAnchor>
      )}
    </section>
  );
}
