// The list's prompt after a meal (issue 26): the customer's latest delivered order without a rating
// asks for one, once per order: choosing stars opens the whole form, "Not now" puts this order's
// prompt away for good on this device (the order's own screens still offer the form for 7 days).
// Loaded on its own after the list (no query cache on the first screen), fixed above the bottom bar
// so the list never moves under the customer's thumb.
import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RateOrderForm } from '../../components/rate-order/rate-order-form.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { fetchRatingDue } from '../../lib/rating-due.ts';
import css from './rating-prompt.module.css';

const PUT_AWAY = 'ratingPromptDismissed';

const putAway = (): number[] => {
  try {
    const ids = JSON.parse(localStorage.getItem(PUT_AWAY) ?? '[]');
    return Array.isArray(ids) ? ids.filter(Number.isInteger) : [];
  } catch {
    return [];
  }
};

export function RatingPrompt() {
  const { t } = useLingui();
  const [due, setDue] = useState<OrderRatingJson | null>(null);
  const [stars, setStars] = useState(0);
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    const ask = new AbortController();
    fetchRatingDue(ask.signal)
      .then((found) => {
        if (found && !putAway().includes(found.order_id)) setDue(found);
      })
      // A prompt that could not load is not worth an error on the list.
      .catch(() => {});
    return () => ask.abort();
  }, []);

  if (!due) return null;
  const restaurant = due.restaurant_name;
  const dismiss = () => {
    localStorage.setItem(PUT_AWAY, JSON.stringify([...putAway(), due.order_id].slice(-20)));
    setDue(null);
  };

  if (thanked && !open) {
    return (
      <p className={css.prompt} role="status">
        <Trans>Thanks! Your rating helps others choose.</Trans>
      </p>
    );
  }

  return (
    <>
      <section className={css.prompt} aria-labelledby="rating-prompt-title">
        <h2 id="rating-prompt-title" className={css.title}>
          <Trans>
            How was your order from <span translate="no">{restaurant}</span>?
          </Trans>
        </h2>
        <div className={css.row}>
          <fieldset className={css.stars}>
            <legend className="visually-hidden">
              <Trans>Rate the food</Trans>
            </legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                className={css.star}
                aria-label={plural(n, { one: '# star', other: '# stars' })}
                onClick={() => {
                  setStars(n);
                  setOpen(true);
                }}
              >
                <Star aria-hidden size={26} />
              </button>
            ))}
          </fieldset>
          <button type="button" className={css.later} onClick={dismiss}>
            <Trans>Not now</Trans>
          </button>
        </div>
      </section>
      <Sheet open={open} onClose={() => setOpen(false)} title={t`Rate your order`}>
        <RateOrderForm
          state={due}
          initialStars={stars}
          onSaved={(next) => {
            setDue(next);
            setOpen(false);
            setThanked(true);
            window.setTimeout(() => setDue(null), 4000);
          }}
        />
      </Sheet>
    </>
  );
}
