import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from './button.tsx';
import css from './confirm-dialog.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

/** A modal question with two answers, on the native <dialog>: focus is trapped and Escape says no. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId}>{title}</h2>
      <div className={css.body}>{children}</div>
      <div className={css.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel ?? t`No`}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
