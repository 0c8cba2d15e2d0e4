import { Trans } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { formatTime } from '../../lib/format-date.ts';
import { scheduledText } from '../../lib/i18n/domain-text.ts';
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
  const release = releaseAt ? formatTime(releaseAt) : '';
  return (
    <p className={css.scheduled}>
      <CalendarClock aria-hidden size={16} />
      <span>
        <strong>{scheduledText(new Date(at))}</strong>
        {release && (
          <span className={css.release}>
            {' · '}
            <Trans>reaches the kitchen at {release}</Trans>
          </span>
        )}
      </span>
    </p>
  );
}
