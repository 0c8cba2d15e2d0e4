import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useRejectOrder } from './api/reject-order.ts';
import { type OrderStepProps, QuickPicks, StepForm } from './step-form.tsx';

// In the staff's language: the customer reads the reason as the kitchen wrote it, as with typed words.
const QUICK_REASONS = [
  msg`An item is out of stock`,
  msg`The kitchen is too busy`,
  msg`The restaurant is closing`,
];
const MIN = 3;
const MAX = 200;

/** Reject with a reason the customer will read: a quick reason, or words of the staff's own. */
export function RejectForm({ restaurantId, orderId, onDone, onCancel }: OrderStepProps) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const reject = useRejectOrder(restaurantId);
  const text = reason.trim();

  return (
    <StepForm
      label={t`Reject the order`}
      problem={problem}
      problemId={`${id}-problem`}
      onCancel={onCancel}
      onSubmit={() => {
        if (text.length < MIN) {
          setProblem(t`Tell the customer why, in a few words.`);
          return;
        }
        setProblem('');
        reject.mutate(
          { orderId, reason: text },
          { onSuccess: onDone, onError: (err) => setProblem(err.message) },
        );
      }}
      submit={
        <Button type="submit" variant="danger" busy={reject.isPending}>
          {reject.isPending ? t`Rejecting...` : t`Reject order`}
        </Button>
      }
    >
      <QuickPicks
        legend={t`Reason`}
        options={QUICK_REASONS.map((r) => t(r))}
        chosen={reason}
        onChoose={setReason}
      />
      <label className="field" htmlFor={`${id}-reason`}>
        <span>{t`Reason the customer will see`}</span>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={MAX}
          value={reason}
          aria-invalid={problem !== '' && text.length < MIN}
          aria-describedby={`${id}-problem`}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
    </StepForm>
  );
}
