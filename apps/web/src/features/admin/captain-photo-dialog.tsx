import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useModalDialog } from '../../components/ui/use-modal-dialog.ts';
import css from './admin.module.css';
import { useUploadCaptainPhoto } from './api/upload-captain-photo.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** Where a captain with no photo is drawn from: the generated portrait. */
export const CAPTAIN_PLACEHOLDER = 'default/avatar.svg';

function CaptainPhotoBody({
  captain,
  titleId,
  onClose,
  onReload,
}: {
  captain: AdminCaptain;
  titleId: string;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const upload = useUploadCaptainPhoto();
  return (
    <div className={css.dialogForm}>
      <h2 id={titleId}>Photo of {captain.name}</h2>
      <p className={css.dialogBody}>
        Customers see it, round, while {captain.name} brings their order. It is cropped square.
      </p>
      <PhotoPicker
        subject={captain.name}
        path={captain.photo ?? CAPTAIN_PLACEHOLDER}
        shape="round"
        busy={upload.isPending}
        error={upload.error}
        // The version of the list as last read (it refreshes itself every minute).
        send={(photo) => upload.mutateAsync({ captainId: captain.id, version: captain.version, photo })}
        // The refusal stays until the latest is in: a file chosen meanwhile would meet it again.
        onReload={() => void onReload().then(() => upload.reset())}
      />
      <div className={css.dialogActions}>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * A captain's photo in a small modal dialog (native <dialog>: focus trapped, Escape closes, the focus
 * goes back to the button that opened it). The captain is read from the list each time it renders, so
 * its photo and version are the latest the list has.
 */
export function CaptainPhotoDialog({
  captain,
  onClose,
  onReload,
}: {
  captain: AdminCaptain | null;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const ref = useModalDialog(captain !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={titleId} onClose={onClose}>
      {captain && (
        <CaptainPhotoBody
          key={captain.id}
          captain={captain}
          titleId={titleId}
          onClose={onClose}
          onReload={onReload}
        />
      )}
    </dialog>
  );
}
