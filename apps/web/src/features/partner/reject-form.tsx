import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useRejectOrder } from './api/reject-order.ts';
import { type OrderStepProps, QuickPicks, StepForm } from './step-form.tsx';

const QUICK_REASONS = [
  'An item is out of stock',
  'The kitchen is too busy',
  'The restaurant is closing',
] as const;
const MIN = 3;
const MAX = 200;

/** Reject with a reason the customer will read: a quick reason, or words of the staff's own. */
export function RejectForm({ restaurantId, orderId, onDone, onCancel }: OrderStepProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const reject = useRejectOrder(restaurantId);
  const text = reason.trim();

  return (
    <StepForm
      label="Reject the order"
      problem={problem}
      problemId={`${id}-problem`}
      onCancel={onCancel}
      onSubmit={() => {
        if (text.length < MIN) {
          setProblem('Tell the customer why, in a few words.');
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
          {reject.isPending ? 'Rejecting...' : 'Reject order'}
        </Button>
      }
    >
      <QuickPicks legend="Reason" options={QUICK_REASONS} chosen={reason} onChoose={setReason} />
      <label className="field" htmlFor={`${id}-reason`}>
        <span>Reason the customer will see</span>
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
