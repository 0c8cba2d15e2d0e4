import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS, orderTypeLabel } from '@khabar/domain/orders/order-status';
import { Bike, Phone, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { formatCountdown, spokenCountdown, useMsLeft } from '../../lib/countdown.ts';
import { formatTime } from '../../lib/format-date.ts';
import { AcceptForm } from './accept-form.tsx';
import { useMarkOrderReady } from './api/mark-order-ready.ts';
import type { PartnerOrder } from './api/partner-order.ts';
import { HandOverForm } from './hand-over-form.tsx';
import css from './partner.module.css';
import { RejectForm } from './reject-form.tsx';

const PAY_LABEL = { COD: 'Cash on delivery', WALLET: 'Paid (wallet)', RAZORPAY: 'Paid online' } as const;

/** The acceptance window of a new order, counting down; read out in words, not every second. */
function AcceptCountdown({ acceptBy }: { acceptBy: string }) {
  const left = useMsLeft(acceptBy) ?? 0;
  const urgent = left < 30_000;
  return (
    <p className={urgent ? `${css.countdown} ${css.urgent}` : css.countdown}>
      <Timer aria-hidden size={16} />
      {left > 0 ? (
        <>
          <span aria-hidden>Accept within {formatCountdown(left)}</span>
          <span className="visually-hidden">
            Accept within {spokenCountdown(Math.ceil(left / 15_000) * 15_000)}
          </span>
        </>
      ) : (
        'Time is up: the order will be cancelled'
      )}
    </p>
  );
}

/** One order on the console: what to cook, for whom, and the buttons for the steps it allows now. */
export function PartnerOrderCard({ order: o, restaurantId }: { order: PartnerOrder; restaurantId: number }) {
  const titleId = useId();
  const [open, setOpen] = useState<'accept' | 'reject' | null>(null);
  const [problem, setProblem] = useState('');
  const ready = useMarkOrderReady(restaurantId);
  const can = (a: PartnerOrder['actions'][number]) => o.actions.includes(a);
  const count = o.items.reduce((n, i) => n + i.quantity, 0);
  const isNew = o.orderstatus_id === ORDER_STATUS.placed;

  return (
    <article
      className={isNew ? `card ${css.order} ${css.orderNew}` : `card ${css.order}`}
      aria-labelledby={titleId}
    >
      <header className={css.orderHead}>
        <h3 id={titleId}>
          #{o.unique_order_id} <span className="tag">{orderTypeLabel(o.delivery_type)}</span>
        </h3>
        <span className={css.status}>{o.status_label}</span>
      </header>
      <p className="muted small">
        {formatTime(o.created_at)} · {o.customer_name} · {count} {count === 1 ? 'item' : 'items'} ·{' '}
        {formatInr(rupeesToPaise(o.total))} · {PAY_LABEL[o.payment_mode]}
      </p>
      <ScheduledFor at={o.scheduled_for} releaseAt={o.release_at} />
      {isNew && o.accept_by && <AcceptCountdown acceptBy={o.accept_by} />}
      <ul className={css.items}>
        {o.items.map((i, n) => (
          // A Half and a Full biryani are two lines of one name (issue 27).
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
          <li key={n}>
            <strong>{i.quantity} x</strong> {i.name}
            <LineChoices choices={i.choices} />
          </li>
        ))}
      </ul>
      {o.order_comment && (
        <p className={css.comment}>
          <strong>Cooking instructions:</strong> {o.order_comment}
        </p>
      )}
      {o.preparation_min !== null && !isNew && (
        <p className="small">
          {o.ready_at ? `Ready since ${formatTime(o.ready_at)}` : `Preparation time ${o.preparation_min} min`}
        </p>
      )}
      {o.captain && (
        <p className={css.captain}>
          <Bike aria-hidden size={18} />
          <span>
            Captain {o.captain.name} · {o.captain.vehicle_number}
            {o.orderstatus_id === ORDER_STATUS.onTheWay
              ? ' · picked up'
              : o.captain.arrived
                ? ' · at the restaurant'
                : ' · on the way to you'}
          </span>
          <ButtonAnchor variant="ghost" size="small" href={`tel:${o.captain.phone}`}>
            <Phone aria-hidden size={16} /> Call<span className="visually-hidden"> the captain</span>
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
              Reject
            </Button>
          )}
          {can('accept') && <Button onClick={() => setOpen('accept')}>Accept</Button>}
          {can('mark_ready') && !o.ready_at && (
            <Button
              busy={ready.isPending}
              onClick={() => {
                setProblem('');
                ready.mutate({ orderId: o.id }, { onError: (err) => setProblem(err.message) });
              }}
            >
              {ready.isPending ? 'Saving...' : 'Mark ready'}
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
