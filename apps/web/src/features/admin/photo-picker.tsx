import { isUploadedImage } from '@khabar/domain/contracts/images/uploaded-image';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Photo } from '../../components/photo/photo.tsx';
import { fileSizeText } from '../../components/photo/photo-file.ts';
import { PhotoPickButton } from '../../components/photo/photo-pick-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import css from './admin.module.css';
import { SaveProblem } from './save-problem.tsx';

/** A refusal that may pass if sent again as it is: offline, too many at once, the server busy. */
const worthRetrying = (err: Error | null) =>
  err instanceof ApiError && (err.status === 0 || err.status === 429 || err.status >= 500);

const SHAPES = {
  /** A restaurant: the card's 16:10. */
  wide: { width: 160, height: 100, sizes: '160px' },
  /** A captain: shown in a circle, stored square. */
  round: { width: 96, height: 96, sizes: '96px' },
  /** A promo slide: the carousel's 5:2. */
  slide: { width: 250, height: 100, sizes: '250px' },
} as const;

/**
 * A stored photo and the way to change it: the photo now (or the generated picture), the file chosen
 * beside it while it is sent, and the picker (a labelled file input that looks like a button). A file
 * is checked here for type and size first; it is sent as soon as it is chosen, and what the server
 * refuses is said in its words next to it (a 409 with the way to the latest).
 */
export function PhotoPicker({
  subject,
  path,
  shape,
  send,
  busy,
  error,
  onReload,
}: {
  /** Whose photo, for the words read out ("Change photo of Bhojohori Manna"). */
  subject: string;
  /** The image field now; null draws the default. */
  path: string | null;
  shape: keyof typeof SHAPES;
  /** Sends the file; resolves once it is saved (the caller refreshes what shows it). The file input
   * keeps the focus while it is sent, so a refusal is announced (an alert), not focused. */
  send: (file: File) => Promise<unknown>;
  busy: boolean;
  error: Error | null;
  onReload: () => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const sendFile = (chosen: File) => {
    setStatus('');
    send(chosen).then(
      () => {
        setFile(null);
        setStatus('Photo saved.');
      },
      // The refusal is the mutation's error, shown below.
      () => undefined,
    );
  };

  const size = SHAPES[shape];
  const stored = isUploadedImage(path);
  const imageClass = shape === 'round' ? `${css.photoImage} ${css.photoRound}` : css.photoImage;
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={css.photoField}>
      <div className={css.photoRow}>
        <figure className={css.photoFigure} style={{ width: size.width }}>
          <Photo
            className={imageClass}
            path={path}
            sizes={size.sizes}
            alt={stored ? `The photo of ${subject} now` : `No photo of ${subject} yet: the default picture`}
            width={size.width}
            height={size.height}
          />
          <figcaption>{stored ? 'Now' : 'No photo yet'}</figcaption>
        </figure>
        {preview && file && (
          <figure
            className={busy ? `${css.photoFigure} ${css.photoSending}` : css.photoFigure}
            style={{ width: size.width }}
          >
            <img
              className={imageClass}
              src={preview}
              alt={`Chosen: ${file.name}`}
              width={size.width}
              height={size.height}
            />
            <figcaption>
              {busy ? 'Uploading…' : 'Not saved'}
              <span className="muted">{fileSizeText(file.size)}</span>
            </figcaption>
          </figure>
        )}
        <div className={css.photoPick}>
          <PhotoPickButton
            text={stored ? 'Change photo' : 'Choose a photo'}
            subject={subject}
            busy={busy}
            invalid={Boolean(problem)}
            describedBy={describedBy}
            className={css.pickButton}
            spinClassName={css.spin}
            onProblem={setProblem}
            onPick={(chosen) => {
              setFile(chosen);
              sendFile(chosen);
            }}
          />
          <p className={css.hint} id={`${id}-hint`}>
            JPEG, PNG, WebP or AVIF, up to 10 MB, at least 160 pixels a side. Saved as soon as you choose it.
          </p>
        </div>
      </div>
      <p className={css.photoStatus} role="status">
        {busy ? 'Uploading the photo…' : status}
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
            prefix="Photo not saved"
            onReload={() => {
              setFile(null);
              onReload();
            }}
          />
          {worthRetrying(error) && file && (
            <Button variant="outline" size="small" onClick={() => sendFile(file)}>
              <RotateCcw aria-hidden size={16} /> Try again
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
