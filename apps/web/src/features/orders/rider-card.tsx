import { Trans } from '@lingui/react/macro';
import { Bike, Phone } from 'lucide-react';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { mediaUrl } from '../../lib/api-client.ts';
import css from './order-lifecycle.module.css';

/** The rider bringing the order (delivery_details: the captain's profile): photo, name, vehicle, a call. */
export function RiderCard({
  rider,
}: {
  rider: { name: string; phone: string; photo: string | null; vehicle_number: string };
}) {
  return (
    <section className={`card ${css.rider}`} aria-labelledby="rider-title">
      {rider.photo ? (
        <img className={css.riderPhoto} src={mediaUrl(rider.photo)} alt="" width={48} height={48} />
      ) : (
        <span className={`avatar ${css.riderPhoto}`} aria-hidden>
          <Bike size={24} />
        </span>
      )}
      <div>
        <h2 id="rider-title" translate="no">
          {rider.name}
        </h2>
        <p className="muted small">
          <Trans>Your rider</Trans> · <span translate="no">{rider.vehicle_number}</span>
        </p>
      </div>
      <ButtonAnchor variant="ghost" size="small" href={`tel:${rider.phone}`}>
        <Phone aria-hidden size={16} />{' '}
        <Trans>
          Call<span className="visually-hidden"> your rider</span>
        </Trans>
      </ButtonAnchor>
    </section>
  );
}
