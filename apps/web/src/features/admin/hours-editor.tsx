import { Copy, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import css from './admin.module.css';
import {
  addWindow,
  copyDayToAll,
  DAY_NAMES,
  endsNextDay,
  type HoursWeek,
  type HoursWindowField,
  MIDNIGHT,
  removeWindow,
  setWindow,
  WEEK_ORDER,
} from './hours-week.ts';

export interface HoursProblem {
  day: number;
  key: string | null;
  field: HoursWindowField | null;
  message: string;
}

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The id of a window's time input, for focus and for a refusal to point at. */
export const hoursInputId = (idPrefix: string, key: string, field: HoursWindowField) =>
  `${idPrefix}-${key}-${field}`;
export const hoursDayId = (idPrefix: string, day: number) => `${idPrefix}-day-${day}`;

/**
 * The weekly hours: each day (Monday first) with zero or more windows, "Closed" when it has none. A
 * window ending at midnight ticks Midnight (or types 23:59); one past midnight is saved as two.
 */
export function HoursEditor({
  idPrefix,
  week,
  onChange,
  problem,
}: {
  idPrefix: string;
  week: HoursWeek;
  onChange: (week: HoursWeek) => void;
  problem: HoursProblem | null;
}) {
  const [said, setSaid] = useState('');
  const add = (day: number) => {
    const next = addWindow(week, day);
    onChange(next);
    const added = next[day]?.[next[day].length - 1];
    if (added) focusSoon(hoursInputId(idPrefix, added.key, 'opens'));
  };
  const remove = (day: number, key: string) => {
    onChange(removeWindow(week, day, key));
    setSaid(`Window removed from ${DAY_NAMES[day]}.`);
    focusSoon(`${hoursDayId(idPrefix, day)}-add`);
  };
  const copyMonday = () => {
    onChange(copyDayToAll(week, 1));
    setSaid(
      (week[1]?.length ?? 0) === 0
        ? 'Every day is now closed, as Monday is. Save to keep it.'
        : 'Every day now has Monday’s hours. Save to keep them.',
    );
  };
  return (
    <div className={css.hours}>
      <p className={css.hint}>
        Kolkata time. A window that ends at midnight: tick Midnight, or enter 23:59. One that ends after
        midnight, like 18:00 to 02:00, is saved as two: until midnight, and from 00:00 the next day.
      </p>
      <ol className={css.days}>
        {WEEK_ORDER.map((day) => {
          const windows = week[day] ?? [];
          const name = DAY_NAMES[day] ?? '';
          const dayProblem = problem?.day === day ? problem : null;
          return (
            <li key={day} className={css.day}>
              <fieldset
                id={hoursDayId(idPrefix, day)}
                tabIndex={-1}
                className={css.dayFieldset}
                aria-describedby={dayProblem ? `${hoursDayId(idPrefix, day)}-problem` : undefined}
              >
                <legend className={css.dayName}>{name}</legend>
                <div className={css.windows}>
                  {windows.length === 0 && <p className={css.closed}>Closed</p>}
                  {windows.map((w, i) => {
                    const midnight = w.closes === MIDNIGHT;
                    const bad = (f: HoursWindowField) =>
                      dayProblem?.key === w.key && dayProblem.field === f
                        ? { 'aria-invalid': true, 'aria-describedby': `${hoursDayId(idPrefix, day)}-problem` }
                        : {};
                    const label = `${name}, window ${i + 1}`;
                    return (
                      // biome-ignore lint/a11y/useSemanticElements: a fieldset in a fieldset would be a second legend to read for each window
                      <div key={w.key} className={css.window} role="group" aria-label={label}>
                        <label className={css.time}>
                          <span>Opens</span>
                          <input
                            type="time"
                            id={hoursInputId(idPrefix, w.key, 'opens')}
                            value={w.opens}
                            onChange={(e) => onChange(setWindow(week, day, w.key, { opens: e.target.value }))}
                            {...bad('opens')}
                          />
                        </label>
                        <label className={css.time}>
                          <span>Closes</span>
                          <input
                            type="time"
                            id={hoursInputId(idPrefix, w.key, 'closes')}
                            value={midnight ? '00:00' : w.closes}
                            disabled={midnight}
                            onChange={(e) =>
                              onChange(setWindow(week, day, w.key, { closes: e.target.value }))
                            }
                            {...bad('closes')}
                          />
                        </label>
                        <label className={css.choice}>
                          <input
                            type="checkbox"
                            checked={midnight}
                            onChange={(e) => {
                              onChange(
                                setWindow(week, day, w.key, {
                                  closes: e.target.checked ? MIDNIGHT : '23:00',
                                }),
                              );
                              if (!e.target.checked) focusSoon(hoursInputId(idPrefix, w.key, 'closes'));
                            }}
                          />
                          Midnight
                        </label>
                        <Button
                          variant="ghost"
                          size="small"
                          className={css.iconButton}
                          onClick={() => remove(day, w.key)}
                          aria-label={`Remove ${label}`}
                        >
                          <Trash2 aria-hidden size={18} />
                        </Button>
                        {endsNextDay(w) && (
                          <p className={css.hint}>
                            Ends after midnight: saved as {w.opens} to midnight, then 00:00 to {w.closes} on{' '}
                            {DAY_NAMES[(day + 1) % 7]}.
                          </p>
                        )}
                      </div>
                    );
                  })}
                  {dayProblem && (
                    <p className={css.fieldProblem} id={`${hoursDayId(idPrefix, day)}-problem`}>
                      {dayProblem.message}
                    </p>
                  )}
                  <div className={css.dayTools}>
                    <Button
                      variant="outline"
                      size="small"
                      id={`${hoursDayId(idPrefix, day)}-add`}
                      onClick={() => add(day)}
                    >
                      <Plus aria-hidden size={16} /> {windows.length === 0 ? 'Open' : 'Add a window'}
                      <span className="visually-hidden"> on {name}</span>
                    </Button>
                    {day === 1 && (
                      <Button variant="ghost" size="small" onClick={copyMonday}>
                        <Copy aria-hidden size={16} /> Copy Monday to every day
                      </Button>
                    )}
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
