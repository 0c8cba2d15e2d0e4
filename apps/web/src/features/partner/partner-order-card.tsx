import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bike, Phone, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { formatCountdown, spokenCountdown, useMsLeft } from '../../lib/countdown.ts';
import { formatTime } from '../../lib/format-date.ts';
import { orderTypeText, statusText } from '../../lib/i18n/domain-text.ts';
import { AcceptForm } from './accept-form.tsx';
import { useMarkOrderReady } from './api/mark-order-ready.ts';
import type { PartnerOrder } from './api/partner-order.ts';
import { HandOverForm } from './hand-over-form.tsx';
import css from './partner.module.css';
import { RejectForm } from './reject-form.tsx';

const PAY_LABEL = {
  COD: msg`Cash on delivery`,
  WALLET: msg`Paid (wallet)`,
  RAZORPAY: msg`Paid online`,
} as const;

/** The acceptance window of a new order, counting down; read out in words, not every second. */
function AcceptCountdown({ acceptBy }: { acceptBy: string }) {
  const { t } = useLingui();
  const left = useMsLeft(acceptBy) ?? 0;
  const shown = formatCountdown(left);
  const spoken = spokenCountdown(Math.ceil(left / 15_000) * 15_000);
  const urgent = left < 30_000;
  return (
    <p className={urgent ? `${css.countdown} ${css.urgent}` : css.countdown}>
      <Timer aria-hidden size={16} />
      {left > 0 ? (
        <>
          <span aria-hidden>{t`Accept within ${shown}`}</span>
          <span className="visually-hidden">{t`Accept within ${spoken}`}</span>
        </>
      ) : (
        t`Time is up: the order will be cancelled`
      )}
    </p>
  );
}

/** One order on the console: what to cook, for whom, and the buttons for the steps it allows now. */
export function PartnerOrderCard({ order: o, restaurantId }: { order: PartnerOrder; restaurantId: number }) {
  const { t } = useLingui();
  const titleId = useId();
  const [open, setOpen] = useState<'accept' | 'reject' | null>(null);
  const [problem, setProblem] = useState('');
  const ready = useMarkOrderReady(restaurantId);
  const can = (a: PartnerOrder['actions'][number]) => o.actions.includes(a);
  const count = o.items.reduce((n, i) => n + i.quantity, 0);
  const isNew = o.orderstatus_id === ORDER_STATUS.placed;
  const placedAt = formatTime(o.created_at);
  const readyAt = o.ready_at && formatTime(o.ready_at);
  const minutes = o.preparation_min;
  const captain = o.captain;

  return (
    <article
      className={isNew ? `card ${css.order} ${css.orderNew}` : `card ${css.order}`}
      aria-labelledby={titleId}
    >
      <header className={css.orderHead}>
        <h3 id={titleId}>
          <span translate="no">#{o.unique_order_id}</span>{' '}
          <span className="tag">{orderTypeText(o.delivery_type)}</span>
        </h3>
        <span className={css.status}>{statusText(o.orderstatus_id)}</span>
      </header>
      <p className="muted small">
        {placedAt} · <span translate="no">{o.customer_name}</span> ·{' '}
        <Plural value={count} one="# item" other="# items" /> · {formatInr(rupeesToPaise(o.total))} ·{' '}
        {t(PAY_LABEL[o.payment_mode])}
      </p>
      <ScheduledFor at={o.scheduled_for} releaseAt={o.release_at} />
      {isNew && o.accept_by && <AcceptCountdown acceptBy={o.accept_by} />}
      <ul className={css.items}>
        {o.items.map((i, n) => (
          // A Half and a Full biryani are two lines of one name (issue 27).
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
          <li key={n} translate="no">
            <strong>{i.quantity} x</strong> {i.name}
            <LineChoices choices={i.choices} />
          </li>
        ))}
      </ul>
      {o.order_comment && (
        <p className={css.comment}>
          <strong>
            <Trans>Cooking instructions:</Trans>
          </strong>{' '}
          <span translate="no">{o.order_comment}</span>
        </p>
      )}
      {o.preparation_min !== null && !isNew && (
        <p className="small">{readyAt ? t`Ready since ${readyAt}` : t`Preparation time ${minutes} min`}</p>
      )}
      {captain && (
        <p className={css.captain}>
          <Bike aria-hidden size={18} />
          <span>
            <Trans>Captain</Trans>{' '}
            <span translate="no">
              {captain.name} · {captain.vehicle_number}
            </span>
            {' · '}
            {o.orderstatus_id === ORDER_STATUS.onTheWay
              ? t`picked up`
              : captain.arrived
                ? t`at the restaurant`
                : t`on the way to you`}
          </span>
          <ButtonAnchor variant="ghost" size="small" href={`tel:${captain.phone}`}>
            <Phone aria-hidden size={16} />{' '}
            <Trans>
              Call<span className="visually-hidden"> the captain</span>
            </Trans>
          </ButtonAnchor>
        </p>
      )}
      {open === 'accept' ? (
        <AcceptForm
          restaurantId={restaurantId}
          orderId={o.id}
          onDone={() => setOpen(null)}
          onCancel={() => setOpen(null)}
        />
      ) : open === 'reject' ? (
        <RejectForm
          restaurantId={restaurantId}
          orderId={o.id}
          onDone={() => setOpen(null)}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className={css.formActions}>
          {can('reject') && (
            <Button variant="ghost" onClick={() => setOpen('reject')}>
              <Trans>Reject</Trans>
            </Button>
          )}
          {can('accept') && (
            <Button onClick={() => setOpen('accept')}>
              <Trans>Accept</Trans>
            </Button>
          )}
          {can('mark_ready') && !o.ready_at && (
            <Button
              busy={ready.isPending}
              onClick={() => {
                setProblem('');
                ready.mutate({ orderId: o.id }, { onError: (err) => setProblem(err.message) });
              }}
            >
              {ready.isPending ? t`Saving...` : t`Mark ready`}
            </Button>
          )}
        </div>
      )}
      {(can('hand_over') || o.pin_locked) && o.orderstatus_id === ORDER_STATUS.readyForPickup && (
        <HandOverForm restaurantId={restaurantId} orderId={o.id} locked={o.pin_locked} />
      )}
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </article>
  );
}
