import { formatTime } from '../../lib/format-date.ts';
import css from './order-lifecycle.module.css';
import { orderSteps } from './order-steps.ts';

/** The order's steps as a line of dots, done ones with their time. */
export function OrderProgress({ order }: { order: Parameters<typeof orderSteps>[0] }) {
  const steps = orderSteps(order);
  const current = steps.findLastIndex((s) => s.at !== null);
  return (
    <ol className={css.steps} aria-label="Order progress">
      {steps.map((s, i) => (
        <li
          key={s.label}
          className={s.at ? css.stepDone : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={css.dot} aria-hidden />
          <span>{s.label}</span>
          <span className="muted small">
            {s.at ? formatTime(s.at) : <span className="visually-hidden">not yet</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
