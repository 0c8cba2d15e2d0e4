import { Trans } from '@lingui/react/macro';
import { Camera, LoaderCircle } from 'lucide-react';
import { buttonClass } from '../ui/button-class.ts';
import { PHOTO_ACCEPT, photoFileProblem } from './photo-file.ts';

/**
 * A file input that looks like a button ("Choose a photo", "Uploading..."), for the consoles' photo
 * fields: a chosen file is checked for type and size here (`onProblem` says why not, or null) and handed
 * to `onPick` when it passes. It stays focusable while a photo is sent (a click then does nothing).
 */
export function PhotoPickButton({
  text,
  subject,
  busy,
  invalid,
  describedBy,
  className,
  spinClassName,
  onPick,
  onProblem,
}: {
  text: string;
  /** Whose photo, for screen readers: "Change photo of Fish Kabiraji". */
  subject: string;
  busy: boolean;
  invalid: boolean;
  describedBy: string;
  className?: string;
  spinClassName?: string;
  onPick: (file: File) => void;
  onProblem: (why: string | null) => void;
}) {
  return (
    <label className={buttonClass({ variant: 'outline', size: 'small' }, className)}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden size={16} className={spinClassName} /> <Trans>Uploading…</Trans>
        </>
      ) : (
        <>
          <Camera aria-hidden size={16} /> {text}
        </>
      )}
      <span className="visually-hidden">
        {' '}
        <Trans>
          of <span translate="no">{subject}</span>
        </Trans>
      </span>
      <input
        className="visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        // Not `disabled` while sending: the focus would fall out of the page. A click does nothing.
        aria-disabled={busy || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={(e) => {
          if (busy) e.preventDefault();
        }}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          // Cleared, so the same file can be chosen again (after a refusal, to retry).
          e.target.value = '';
          if (!chosen || busy) return;
          const why = photoFileProblem(chosen);
          onProblem(why);
          if (!why) onPick(chosen);
        }}
      />
    </label>
  );
}
