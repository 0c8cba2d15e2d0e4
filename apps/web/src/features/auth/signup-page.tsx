import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NameEmailFields } from '../../components/account/name-email-fields.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { Link, Navigate, useLocation, useNavigate, useParams } from '../../lib/router/router.tsx';
import { completeLogin } from '../../lib/session.ts';
import { useUser } from '../../lib/session-store.ts';
import { afterLoginPath, REDIRECT_DELAY_MS } from './after-login.ts';
import { useRegisterCustomer } from './api/register-customer.ts';
import { useSendRegistrationOtp } from './api/send-registration-otp.ts';
import css from './auth.module.css';

/**
 * `/signup/{mobile}`: name and e-mail; the first press sends a code and locks them, the second creates
 * the account. Coming from the login page the code is already on its way.
 */
export function SignupPage() {
  const { t } = useLingui();
  const { userMobile = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const snackbar = useSnackbar({ low: true });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(Boolean((location.state as { codeSent?: boolean } | null)?.codeSent));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  // Sending the code from here locks the details it was asked for (docs/product.md, Login and account).
  const [locked, setLocked] = useState(false);
  const mobile = /^[6-9]\d{9}$/.test(userMobile) ? userMobile : '';
  const sendRegistrationOtp = useSendRegistrationOtp();
  const registerCustomer = useRegisterCustomer();

  if (user && !done) return <Navigate to="/account" replace />;

  const submit = async () => {
    if (!name.trim() || !email.trim() || mobile.length < 10) {
      setProblem(t`Please enter all details.`);
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      if (!sent) {
        const res = await sendRegistrationOtp.mutateAsync(mobile);
        if (!res.success) throw new Error(res.message);
        setSent(true);
        setLocked(true);
        snackbar.show(t`OTP sent to your mobile no.`);
        return;
      }
      if (otp.length < 4) {
        setProblem(t`Please Enter a OTP.`);
        return;
      }
      const created = await registerCustomer.mutateAsync({
        phone: mobile,
        name: name.trim(),
        email: email.trim(),
        otp,
      });
      setDone(true);
      await completeLogin(created);
      snackbar.show(t`Account created.`);
      setTimeout(() => navigate(afterLoginPath(), { replace: true }), REDIRECT_DELAY_MS);
    } catch (err) {
      snackbar.show((err as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <BrandLogo size={40} />
        <h1>
          <Trans>Sign up</Trans>
        </h1>
        {!mobile ? (
          <p role="alert">
            <Trans>
              That is not a mobile number. <Link to="/login">Back to login</Link>
            </Trans>
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label className="field">
              <span>
                <Trans>Mobile number</Trans>
              </span>
              <input value={mobile} readOnly />
            </label>
            <NameEmailFields
              name={name}
              email={email}
              onName={setName}
              onEmail={setEmail}
              readOnly={locked}
            />
            {sent && (
              <label className="field">
                <span>
                  <Trans>One-time code</Trans>
                </span>
                <input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={5}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 5))}
                />
              </label>
            )}
            <p className="form-problem" role="alert">
              {problem}
            </p>
            <Button type="submit" block busy={busy}>
              {busy ? <Trans>Please Wait...</Trans> : <Trans>CREATE ACCOUNT</Trans>}
            </Button>
          </form>
        )}
        <p className="muted">
          <Trans>
            Already have an account? <Link to="/login">Log in</Link>
          </Trans>
        </p>
      </div>
      {snackbar.element}
    </main>
  );
}
