import { DELIVERY_TYPE } from '@khabar/domain/orders/order-status';
import { orderSteps, type StepTimes } from '@khabar/domain/orders/order-steps';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { formatTime } from '../../lib/format-date.ts';
import { stepText } from '../../lib/i18n/domain-text.ts';
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
  const { t } = useLingui();
  const pickup = order.delivery_type === DELIVERY_TYPE.selfPickup;
  const steps = orderSteps({
    statusId: order.orderstatus_id,
    deliveryType: order.delivery_type,
    times: order,
  });
  return (
    <ol className={css.steps} aria-label={t`Order progress`}>
      {steps.map((s) => (
        <li
          key={s.key}
          className={`${css.step} ${css[s.state]}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className={css.dot} aria-hidden>
            {s.state === 'done' && <Check size={14} />}
          </span>
          <span className={css.label}>{stepText(s.key, pickup)}</span>
          <span className="muted small">
            {s.at ? formatTime(s.at) : s.state === 'current' ? t`Now` : ''}
            <span className="visually-hidden">
              {' '}
              {s.state === 'done' ? t`(done)` : s.state === 'current' ? t`(in progress)` : t`(to come)`}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
