import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import css from './sheet.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

/**
 * A bottom sheet on the phone, a centred panel on the desktop: the native modal <dialog>, so focus
 * stays inside, Escape closes it and focus returns to the button that opened it.
 */
export function Sheet({
  open,
  onClose,
  title,
  children,
  className = '',
  titleTranslate = true,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** False when the title is a name (a dish's): the browser must not translate it. */
  titleTranslate?: boolean;
}) {
  const { t } = useLingui();
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key
    <dialog
      ref={ref}
      className={className ? `${css.sheet} ${className}` : css.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={css.head}>
        <h2 id={titleId} translate={titleTranslate ? undefined : 'no'}>
          {title}
        </h2>
        <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
          <X aria-hidden size={18} />
        </button>
      </div>
      {open && <div className={css.body}>{children}</div>}
    </dialog>
  );
}
