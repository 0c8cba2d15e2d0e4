import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useModalDialog } from '../../components/ui/use-modal-dialog.ts';
import css from './admin.module.css';

/**
 * A question that needs a reason before its yes (suspending a captain), on the native <dialog>: focus
 * is trapped, it starts in the reason, the yes button checks it first, Escape says no.
 */
export function ReasonDialog({
  open,
  title,
  children,
  label,
  confirmLabel,
  cancelLabel = 'Cancel',
  check,
  onConfirm,
  onCancel,
  maxLength = 200,
  busy = false,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  label: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The reason to send, or why it cannot be sent. */
  check: (text: string) => { ok: true; reason: string } | { ok: false; message: string };
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** The longest reason the call takes (the server checks it again). */
  maxLength?: number;
  /** The answer is on its way: the yes button waits. */
  busy?: boolean;
}) {
  const ref = useModalDialog(open);
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setText('');
    setProblem(null);
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = check(text);
    if (!read.ok) {
      setProblem(read.message);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onConfirm(read.reason);
  };
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={`${id}-title`} onCancel={onCancel}>
      <form onSubmit={submit} noValidate className={css.dialogForm}>
        <h2 id={`${id}-title`}>{title}</h2>
        <div className={css.dialogBody}>{children}</div>
        <label className="field" htmlFor={`${id}-reason`}>
          {label}
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={maxLength}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        {problem && (
          <p className="form-problem" id={`${id}-problem`} role="alert">
            {problem}
          </p>
        )}
        <div className={css.dialogActions}>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
