import type { ScheduleSlotJson } from '@khabar/domain/contracts/orders/get-schedule-slots';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId } from 'react';
import { scheduledText } from '../../lib/i18n/domain-text.ts';
import { saveScheduledFor, useScheduledFor } from '../../lib/schedule-store.ts';
import { useScheduleSlots } from './api/get-schedule-slots.ts';
import css from './schedule-picker.module.css';

const DAY_LABEL = { today: msg`Today`, tomorrow: msg`Tomorrow` } as const;

/**
 * "Deliver now" or "Schedule" (issue 27, decision 048): a day and a 30-minute slot, native radios and
 * selects (the keyboard and screen readers know them). The choice lives in localStorage, so a refresh
 * keeps it; a slot that has passed or closed since is replaced by the first one still offered.
 */
export function SchedulePicker({
  restaurantId,
  mode,
}: {
  restaurantId: number | undefined;
  mode: 'delivery' | 'self';
}) {
  const { t } = useLingui();
  const chosen = useScheduledFor();
  const scheduling = chosen !== null;
  const slots = useScheduleSlots(restaurantId, true);
  const list = slots.data ?? [];
  const current = list.find((s) => s.start === chosen) ?? null;
  const day = current?.day ?? list[0]?.day ?? 'today';
  const days = (['today', 'tomorrow'] as const).filter((d) => list.some((s) => s.day === d));
  const onDay = list.filter((s) => s.day === day);
  const ids = { title: useId(), day: useId(), slot: useId(), note: useId() };
  const stale = scheduling && slots.isSuccess && current === null;

  // The stored slot is no longer offered (time moved on, the hours changed): take the first one left.
  useEffect(() => {
    if (stale) saveScheduledFor(list[0]?.start ?? null);
  }, [stale, list]);

  const pick = (start: string | undefined) => saveScheduledFor(start ?? null);
  const firstOf = (d: ScheduleSlotJson['day']) => list.find((s) => s.day === d)?.start;

  return (
    <section className={`card ${css.picker}`} aria-labelledby={ids.title}>
      <h2 id={ids.title} className="card__title">
        <CalendarClock aria-hidden size={18} /> <Trans>When</Trans>
      </h2>
      <fieldset className={css.modes}>
        <legend className="visually-hidden">
          <Trans>When should the order come?</Trans>
        </legend>
        <label className={css.mode}>
          <input type="radio" name="when" checked={!scheduling} onChange={() => pick(undefined)} />
          {mode === 'self' ? <Trans>Pick up now</Trans> : <Trans>Deliver now</Trans>}
        </label>
        <label className={css.mode}>
          <input
            type="radio"
            name="when"
            checked={scheduling}
            disabled={slots.isSuccess && list.length === 0}
            onChange={() => pick(list[0]?.start)}
          />
          <Trans>Schedule</Trans>
        </label>
      </fieldset>
      {slots.isError && (
        <p className="blocker small" role="alert">
          <Trans>We could not load the times to schedule.</Trans> {slots.error.message}
        </p>
      )}
      {slots.isSuccess && list.length === 0 && (
        <p className="muted small">
          <Trans>No times left to schedule today or tomorrow.</Trans>
        </p>
      )}
      {scheduling && current && (
        <>
          <div className={css.selects}>
            <label className="field">
              <span>
                <Trans>Day</Trans>
              </span>
              <select
                className={css.select}
                id={ids.day}
                value={day}
                onChange={(e) => pick(firstOf(e.target.value as 'today' | 'tomorrow'))}
              >
                {days.map((d) => (
                  <option key={d} value={d}>
                    {t(DAY_LABEL[d])}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>
                <Trans>Time</Trans>
              </span>
              <select
                className={css.select}
                id={ids.slot}
                value={current.start}
                onChange={(e) => pick(e.target.value)}
                aria-describedby={ids.note}
              >
                {onDay.map((s) => (
                  <option key={s.start} value={s.start}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={ids.note} className={css.note} role="status">
            <strong>{scheduledText(new Date(current.start))}</strong>.{' '}
            <Trans>Paid now; free to cancel until the restaurant starts on it.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
