import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import css from './partner.module.css';
import type { useNewOrderAlert } from './use-new-order-alert.ts';

type Alert = ReturnType<typeof useNewOrderAlert>;

/** The new-order sound on or off; says when the browser still waits for a tap to allow it. */
export function SoundToggle({ alert }: { alert: Alert }) {
  return (
    <span className={css.sound}>
      <Button variant="ghost" size="small" aria-pressed={!alert.muted} onClick={alert.toggleMute}>
        {alert.muted ? <VolumeX aria-hidden size={18} /> : <Volume2 aria-hidden size={18} />}
        <Trans>New-order sound</Trans>
      </Button>
      {alert.soundBlocked && (
        <span className="muted small">
          <Trans>Tap anywhere to let it ring.</Trans>
        </span>
      )}
    </span>
  );
}

function NewOrderLine({ orderId, customer }: { orderId: string; customer: string }) {
  return (
    <Trans>
      New order <span translate="no">#{orderId}</span> from <span translate="no">{customer}</span>
    </Trans>
  );
}

/** The visible side of the new-order alert, above every tab: the banner and the words read out. */
export function NewOrderBanner({ alert, onShow }: { alert: Alert; onShow: () => void }) {
  const { t } = useLingui();
  const first = alert.waiting[0];
  const count = alert.waiting.length;
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {alert.announcement}
      </p>
      {first && (
        <div className={css.banner}>
          <BellRing aria-hidden size={22} className={css.ring} />
          <strong>
            {count === 1 ? (
              <NewOrderLine orderId={first.unique_order_id} customer={first.customer_name} />
            ) : (
              t`${count} new orders are waiting`
            )}
          </strong>
          <Button variant="outline" size="small" onClick={onShow}>
            <Trans>Show</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
