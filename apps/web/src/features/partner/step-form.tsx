import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import css from './partner.module.css';

/** What a step on an order card is given: the order, and what to do when it is done or left. */
export interface OrderStepProps {
  restaurantId: number;
  orderId: number;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The frame of a step taken on an order card (accept, reject): the fields, the problem read out as
 * an alert, then Back and the step's own button. `problemId` is what the fields point at with
 * aria-describedby.
 */
export function StepForm({
  label,
  problem,
  problemId,
  onSubmit,
  onCancel,
  submit,
  children,
}: {
  label: string;
  problem: string;
  problemId: string;
  onSubmit: () => void;
  onCancel: () => void;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={css.stepForm}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <p id={problemId} className="form-problem" role="alert">
        {problem}
      </p>
      <div className={css.formActions}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Back</Trans>
        </Button>
        {submit}
      </div>
    </form>
  );
}

/** Quick picks as pressed-or-not chips; the one whose value is `chosen` is pressed. */
export function QuickPicks<T extends string | number>({
  legend,
  options,
  chosen,
  onChoose,
  text = String,
}: {
  legend: string;
  options: readonly T[];
  chosen: string;
  onChoose: (value: T) => void;
  text?: (value: T) => string;
}) {
  return (
    <fieldset className={css.quick}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className="chip"
          aria-pressed={chosen === String(o)}
          onClick={() => onChoose(o)}
        >
          {text(o)}
        </button>
      ))}
    </fieldset>
  );
}
