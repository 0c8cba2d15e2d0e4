import { trackingSteps } from '@khabar/domain/orders/tracking-steps';
import { Check } from 'lucide-react';
import { formatTime } from '../../lib/format-date.ts';
import type { TrackingSnapshot } from './api/get-order-tracking.ts';
import css from './tracking.module.css';

/** The order's steps (docs/product.md, Orders): done ones ticked with their time, the current one marked. */
export function TrackingStepsList({ order }: { order: TrackingSnapshot }) {
  const steps = trackingSteps(order.orderstatus_id, order.delivery_type, order);
  return (
    <ol className={css.steps} aria-label="Order steps">
      {steps.map((s) => (
        <li
          key={s.key}
          className={`${css.step} ${css[s.state]}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className={css.dot} aria-hidden>
            {s.state === 'done' && <Check size={14} />}
          </span>
          <span className={css.label}>{s.label}</span>
          <span className="muted small">
            {s.at ? formatTime(s.at) : s.state === 'current' ? 'Now' : ''}
            <span className="visually-hidden">
              {s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (in progress)' : ' (to come)'}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
