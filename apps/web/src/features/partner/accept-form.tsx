import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useAcceptOrder } from './api/accept-order.ts';
import { type OrderStepProps, QuickPicks, StepForm } from './step-form.tsx';

const QUICK_MINUTES = [10, 15, 20, 30] as const;
const MIN = 5;
const MAX = 120;

/** Accept with a preparation time: quick picks, or any whole number of minutes from 5 to 120. */
export function AcceptForm({ restaurantId, orderId, onDone, onCancel }: OrderStepProps) {
  const { t } = useLingui();
  const id = useId();
  const [minutes, setMinutes] = useState('15');
  const [problem, setProblem] = useState('');
  const accept = useAcceptOrder(restaurantId);
  const n = Number(minutes);
  const least = MIN;
  const most = MAX;
  const valid = /^\d{1,3}$/.test(minutes) && n >= MIN && n <= MAX;
  const shown = valid ? n : '?';

  return (
    <StepForm
      label={t`Accept the order`}
      problem={problem}
      problemId={`${id}-problem`}
      onCancel={onCancel}
      onSubmit={() => {
        if (!valid) {
          setProblem(t`Enter the minutes to prepare, from ${least} to ${most}.`);
          return;
        }
        setProblem('');
        accept.mutate(
          { orderId, preparationMin: n },
          { onSuccess: onDone, onError: (err) => setProblem(err.message) },
        );
      }}
      submit={
        <Button type="submit" busy={accept.isPending}>
          {accept.isPending ? t`Accepting...` : t`Accept · ready in ${shown} min`}
        </Button>
      }
    >
      <QuickPicks
        legend={t`Ready in`}
        options={QUICK_MINUTES}
        chosen={minutes}
        onChoose={(m) => setMinutes(String(m))}
        text={(m) => t`${m} min`}
      />
      <label className="field" htmlFor={`${id}-min`}>
        <span>{t`Preparation time (minutes)`}</span>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={MIN}
          max={MAX}
          step={1}
          value={minutes}
          aria-invalid={problem !== '' && !valid}
          aria-describedby={`${id}-problem`}
          onChange={(e) => setMinutes(e.target.value.replace(/\D/g, '').slice(0, 3))}
        />
      </label>
    </StepForm>
  );
}
