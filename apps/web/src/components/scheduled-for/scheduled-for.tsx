import { scheduledForText } from '@khabar/domain/orders/schedule-slots';
import { CalendarClock } from 'lucide-react';
import { formatTime } from '../../lib/format-date.ts';
import css from './scheduled-for.module.css';

/**
 * "Scheduled for Thu 1:00-1:30 pm": an order for later on every screen that shows it (decision 048):
 * order details, my orders, tracking, the restaurant console and the captain's trip. `releaseAt`, on
 * the console while the order waits, says when it reaches the kitchen.
 */
export function ScheduledFor({
  at,
  releaseAt,
}: {
  at: string | null | undefined;
  releaseAt?: string | null;
}) {
  if (!at) return null;
  return (
    <p className={css.scheduled}>
      <CalendarClock aria-hidden size={16} />
      <span>
        <strong>{scheduledForText(new Date(at))}</strong>
        {releaseAt && <span className={css.release}> · reaches the kitchen at {formatTime(releaseAt)}</span>}
      </span>
    </p>
  );
}
