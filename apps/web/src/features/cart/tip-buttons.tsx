import { TIP_STEPS_RUPEES } from '@khabar/domain/pricing/payment-rules';
import { Trans } from '@lingui/react/macro';
import { Bike } from 'lucide-react';
import css from './cart.module.css';

/** +5, +10, +20 add up; Clear sets the tip back to nothing. All of it goes to the rider. */
export function TipButtons({ tip, onTip }: { tip: number; onTip: (rupees: number) => void }) {
  return (
    <section className="card tip" aria-labelledby="tip-title">
      <h2 id="tip-title" className="card__title">
        <Bike aria-hidden size={18} /> <Trans>Tip your delivery partner</Trans>
      </h2>
      <p className="muted small">
        {tip > 0 ? (
          <Trans>₹{tip} goes to your rider. Thank you!</Trans>
        ) : (
          <Trans>Every rupee of the tip goes to the rider.</Trans>
        )}
      </p>
      <div className={css.tipButtons}>
        {TIP_STEPS_RUPEES.map((step) => (
          <button key={step} type="button" className="chip" onClick={() => onTip(tip + step)}>
            +₹{step}
          </button>
        ))}
        <button type="button" className="chip" onClick={() => onTip(0)} disabled={tip === 0}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </section>
  );
}
