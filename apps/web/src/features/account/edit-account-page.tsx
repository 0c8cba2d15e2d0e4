import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NameEmailFields } from '../../components/account/name-email-fields.tsx';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { mediaUrl } from '../../lib/api-client.ts';
import { type StoredUser, useUser } from '../../lib/session-store.ts';
import css from './account.module.css';
import { useEditProfile } from './api/edit-profile.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function EditForm({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const editProfile = useEditProfile(user);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    // The spec warns and still submits; the server then refuses an empty name in the same words.
    setProblem(name.trim() ? '' : t`Please enter your full name.`);
    setBusy(true);
    try {
      await editProfile.mutateAsync({ name, email, photo });
      snackbar.show(t`Profile Updated.`);
    } catch (err) {
      const why = (err as Error).message;
      snackbar.show(t`Unable to update Profile. ${why}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t`Edit Profile`} />
      <main id="main" className="page narrow">
        <form className={css.editForm} onSubmit={save} noValidate>
          <div className={css.editPhoto}>
            {preview || user.photo ? (
              <img src={preview ?? mediaUrl(user.photo)} alt={user.name} width={96} height={96} />
            ) : (
              <span className="avatar" aria-hidden>
                <UserRound size={40} />
              </span>
            )}
            <label className={buttonClass({ variant: 'outline', size: 'small' })}>
              <Camera aria-hidden size={16} /> <Trans>Change photo</Trans>
              <input
                className="visually-hidden"
                type="file"
                accept={TYPES.join(',')}
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  if (file && (!TYPES.includes(file.type) || file.size > MAX_BYTES)) {
                    setProblem(t`Choose a JPEG, PNG or WebP photo of 2 MB or less.`);
                    return;
                  }
                  setProblem('');
                  setPhoto(file);
                }}
              />
            </label>
          </div>
          <NameEmailFields name={name} email={email} onName={setName} onEmail={setEmail} />
          <label className="field">
            <span>
              <Trans>Mobile number</Trans>
            </span>
            <input value={user.phone} readOnly />
          </label>
          <p className="form-problem" role="alert">
            {problem}
          </p>
          <Button type="submit" block busy={busy}>
            {busy ? t`Please Wait...` : t`SAVE`}
          </Button>
        </form>
      </main>
      {snackbar.element}
    </>
  );
}

/** `/editAccount`: name, e-mail and photo; the mobile number is the account and stays. */
export function EditAccountPage() {
  const user = useUser();
  return user && <EditForm user={user} />;
}
