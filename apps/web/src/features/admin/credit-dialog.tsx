import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useModalDialog } from '../../components/ui/use-modal-dialog.ts';
import css from './admin.module.css';
import { readReason } from './captain-values.ts';
import { AMOUNT_MESSAGE, readAmount } from './customer-values.ts';

type Field = 'amount' | 'reason';

/**
 * Goodwill for a customer: an amount and the reason, on the native <dialog> (focus trapped, it starts
 * in the amount, Escape says no). What the agent may still credit without an admin is said up front.
 */
export function CreditDialog({
  open,
  name,
  allowance,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  name: string;
  /** What is left of the agent's cap today, in words; null for an admin (no cap). */
  allowance: string | null;
  onConfirm: (amount: string, reason: string) => void;
  onCancel: () => void;
}) {
  const ref = useModalDialog(open);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    setAmount('');
    setReason('');
    setProblem(null);
  }, [open]);
  const refuse = (field: Field, message: string) => {
    setProblem({ field, message });
    document.getElementById(`${id}-${field}`)?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rupees = readAmount(amount);
    if (!rupees) return refuse('amount', AMOUNT_MESSAGE);
    const why = readReason(reason);
    if (!why) return refuse('reason', 'Write the reason in 3 to 200 characters.');
    onConfirm(rupees, why);
  };
  const described = (field: Field) => (problem?.field === field ? `${id}-problem` : undefined);
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={`${id}-title`} onCancel={onCancel}>
      <form onSubmit={submit} noValidate className={css.dialogForm}>
        <h2 id={`${id}-title`}>Credit {name}'s wallet</h2>
        <p className={css.dialogBody}>
          {allowance ?? 'As an admin, your credit is made at once, up to ₹10,000 a credit.'}
        </p>
        <label className="field" htmlFor={`${id}-amount`}>
          Amount in rupees
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              if (problem?.field === 'amount') setProblem(null);
            }}
            aria-invalid={problem?.field === 'amount' || undefined}
            aria-describedby={described('amount')}
          />
        </label>
        <label className="field" htmlFor={`${id}-reason`}>
          Reason (kept in the audit log)
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (problem?.field === 'reason') setProblem(null);
            }}
            aria-invalid={problem?.field === 'reason' || undefined}
            aria-describedby={described('reason')}
          />
        </label>
        {problem && (
          <p className="form-problem" id={`${id}-problem`} role="alert">
            {problem.message}
          </p>
        )}
        <div className={css.dialogActions}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Credit</Button>
        </div>
      </form>
    </dialog>
  );
}
