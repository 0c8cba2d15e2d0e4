import { isUploadedImage } from '@khabar/domain/contracts/images/uploaded-image';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Photo } from '../../components/photo/photo.tsx';
import { fileSizeText } from '../../components/photo/photo-file.ts';
import { PhotoPickButton } from '../../components/photo/photo-pick-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import css from './menu-editor.module.css';
import { SaveProblem } from './save-problem.tsx';

/** A refusal that may pass if sent again as it is: offline, too many at once, the server busy. */
const worthRetrying = (err: Error | null) =>
  err instanceof ApiError && (err.status === 0 || err.status === 429 || err.status >= 500);

/**
 * The dish's photo in its form: the one customers see now (or the generated picture), the file chosen
 * beside it, and the picker (a labelled file input that looks like a button). A file is checked here
 * for type and size before it is sent; what the server refuses is said in its words, next to it.
 * The form decides when the file is sent: at once for a dish that exists, after it for a new one.
 */
export function DishPhotoField({
  dishName,
  image,
  file,
  onFile,
  later,
  busy,
  status,
  error,
  focusProblem,
  onReload,
  onRetry,
}: {
  dishName: string;
  /** The dish's image field now (null: the default picture). */
  image: string | null;
  /** The file chosen and not saved yet (sending, refused, or waiting for the dish to be added). */
  file: File | null;
  onFile: (file: File) => void;
  /** The dish is not added yet: the file is sent once it is. */
  later: boolean;
  busy: boolean;
  /** What happened, for the status region ("Photo saved."). */
  status: string;
  error: Error | null;
  /** The refusal takes the focus: the busy Add dish button lost it (the file input keeps its own). */
  focusProblem: boolean;
  onReload: () => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const stored = isUploadedImage(image);
  const pick = later && file ? t`Choose another photo` : stored ? t`Change photo` : t`Choose a photo`;
  const name = dishName.trim() || t`the dish`;
  const fileName = file?.name ?? '';
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={css.photoField} aria-describedby={`${id}-hint`}>
      <legend>
        <Trans>Photo</Trans>
      </legend>
      <div className={css.photoRow}>
        <figure className={css.photoFigure}>
          <Photo
            className={css.photoImage}
            path={image}
            sizes="96px"
            alt={
              stored ? t`The photo of ${name} customers see` : t`No photo of ${name} yet: the default picture`
            }
            width={96}
            height={96}
          />
          <figcaption>{stored ? <Trans>Now</Trans> : <Trans>No photo yet</Trans>}</figcaption>
        </figure>
        {preview && file && (
          <figure className={busy ? `${css.photoFigure} ${css.photoSending}` : css.photoFigure}>
            <img
              className={css.photoImage}
              src={preview}
              alt={t`Chosen: ${fileName}`}
              width={96}
              height={96}
            />
            <figcaption>
              {busy ? t`Uploading…` : later ? t`Sent with the dish` : t`Not saved`}
              <span className="muted">{fileSizeText(file.size)}</span>
            </figcaption>
          </figure>
        )}
        <div className={css.photoPick}>
          <PhotoPickButton
            text={pick}
            subject={name}
            busy={busy}
            invalid={Boolean(problem)}
            describedBy={describedBy}
            className={css.pickButton}
            spinClassName={css.spin}
            onProblem={setProblem}
            onPick={onFile}
          />
          <p className={css.photoHint} id={`${id}-hint`}>
            <Trans>JPEG, PNG, WebP or AVIF, up to 10 MB, at least 160 pixels a side.</Trans>{' '}
            {later ? (
              <Trans>Sent when you add the dish.</Trans>
            ) : (
              <Trans>Saved as soon as you choose it.</Trans>
            )}
          </p>
        </div>
      </div>
      <p className={css.photoStatus} role="status">
        {busy ? t`Uploading the photo…` : status}
      </p>
      {problem && (
        <p className="form-problem" role="alert" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {!problem && (
        <div className={css.photoProblem}>
          <SaveProblem
            error={error}
            prefix={t`Photo not saved`}
            onReload={onReload}
            focusOnShow={focusProblem}
          />
          {worthRetrying(error) && file && (
            <Button variant="outline" size="small" onClick={onRetry}>
              <RotateCcw aria-hidden size={16} /> <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
