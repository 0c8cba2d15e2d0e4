import { EMAIL_MAX, NAME_MAX } from '@khabar/domain/account/profile-limits';
import { Trans } from '@lingui/react/macro';

/** The name and e-mail fields of sign-up and profile editing, with the server's length limits. */
export function NameEmailFields({
  name,
  email,
  onName,
  onEmail,
  readOnly = false,
}: {
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  readOnly?: boolean;
}) {
  return (
    <>
      <label className="field">
        <span>
          <Trans>Full name</Trans>
        </span>
        <input
          value={name}
          autoComplete="name"
          maxLength={NAME_MAX}
          readOnly={readOnly}
          onChange={(e) => onName(e.target.value)}
        />
      </label>
      <label className="field">
        <span>
          <Trans>E-mail</Trans>
        </span>
        <input
          type="email"
          value={email}
          autoComplete="email"
          maxLength={EMAIL_MAX}
          readOnly={readOnly}
          onChange={(e) => onEmail(e.target.value)}
        />
      </label>
    </>
  );
}
