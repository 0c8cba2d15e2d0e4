import { orderSteps, type StepTimes } from '@khabar/domain/orders/order-steps';
import { Check } from 'lucide-react';
import { formatTime } from '../../lib/format-date.ts';
import css from './order-steps-list.module.css';

/**
 * An order's steps (the domain's one list, docs/product.md, Orders): done ones ticked with their time,
 * the current one marked. Live tracking and the order details both show this.
 */
export function OrderStepsList({
  order,
}: {
  order: StepTimes & { orderstatus_id: number; delivery_type: number };
}) {
  const steps = orderSteps({
    statusId: order.orderstatus_id,
    deliveryType: order.delivery_type,
    times: order,
  });
  return (
    <ol className={css.steps} aria-label="Order progress">
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
