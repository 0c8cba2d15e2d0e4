import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { completeLogin } from '../../lib/session.ts';
import { useUser } from '../../lib/session-store.ts';
import { afterLoginPath, REDIRECT_DELAY_MS, safeNextPath } from './after-login.ts';
import { useLogInWithOtp } from './api/log-in-with-otp.ts';
import { useSendLoginOtp } from './api/send-login-otp.ts';
import { useSendRegistrationOtp } from './api/send-registration-otp.ts';
import css from './auth.module.css';

const RESEND_AFTER_S = 60;
/** A code lives 5 minutes on the server: within that, coming back to /login keeps the code field. */
const CODE_LIFE_MS = 5 * 60_000;
const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

interface SentCode {
  phone: string;
  at: number;
}
/** The code this tab asked for last, if it may still be used. */
function readSentCode(): SentCode | null {
  try {
    const v = JSON.parse(sessionStorage.getItem('otp_sent') ?? 'null') as SentCode | null;
    return v && /^\d{10}$/.test(v.phone) && Date.now() - v.at < CODE_LIFE_MS ? v : null;
  } catch {
    return null;
  }
}
const secondsToResend = (sent: SentCode | null) =>
  sent ? Math.max(0, RESEND_AFTER_S - Math.floor((Date.now() - sent.at) / 1000)) : 0;

/** `/login`: mobile number, VERIFY sends a code, then the code and LOGIN. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const user = useUser();
  const snackbar = useSnackbar({ low: true });
  const [earlier] = useState(readSentCode);
  const [mobile, setMobile] = useState(earlier?.phone ?? '');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(earlier !== null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: 'mobile' | 'otp'; text: string } | null>(null);
  const [wait, setWait] = useState(() => secondsToResend(earlier));
  const [done, setDone] = useState(false);
  const otpRef = useRef<HTMLInputElement>(null);
  const sendLoginOtp = useSendLoginOtp();
  const sendRegistrationOtp = useSendRegistrationOtp();
  const logInWithOtp = useLogInWithOtp();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (user && !done) return <Navigate to={next ?? '/account'} replace />;

  const sendCode = async () => {
    if (mobile.length < 10) {
      setProblem({ field: 'mobile', text: t`Please Enter a valid mobile no.` });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const res = await sendLoginOtp.mutateAsync(mobile);
      if (res.success) {
        sessionStorage.setItem('otp_sent', JSON.stringify({ phone: mobile, at: Date.now() }));
        setSent(true);
        setWait(RESEND_AFTER_S);
        snackbar.show(t`OTP sent to your mobile no.`);
        setTimeout(() => otpRef.current?.focus(), 0);
        return;
      }
      // No account yet: send a sign-up code instead and continue on the sign-up page.
      const reg = await sendRegistrationOtp.mutateAsync(mobile);
      if (reg.success) navigate(`/signup/${mobile}`, { state: { codeSent: true } });
      else setProblem({ field: 'mobile', text: t`Invalid Mobile No.!` });
    } catch (err) {
      if (hasErrorCode(err, 'CODE_ALREADY_SENT')) {
        // A code was sent a moment ago (from here or another tab): keep the field for it, with the
        // time until another may be asked for.
        const last = readSentCode();
        setSent(true);
        setWait(last?.phone === mobile ? secondsToResend(last) : RESEND_AFTER_S);
        const said = (err as Error).message;
        setProblem({ field: 'otp', text: t`${said} Enter the code we sent, if you have it.` });
        setTimeout(() => otpRef.current?.focus(), 0);
      } else if (
        hasErrorCode(err, 'RATE_LIMITED') ||
        hasErrorCode(err, 'UNAVAILABLE') ||
        hasErrorCode(err, 'ACCOUNT_BLOCKED')
      ) {
        // No code is on its way (this number's, this network's or the city's limit, or an account
        // support has blocked): the server's words say which and what to do; the number itself is fine.
        setProblem({ field: 'mobile', text: (err as Error).message });
      } else {
        setProblem({ field: 'mobile', text: t`Invalid Mobile No.!` });
      }
    } finally {
      setBusy(false);
    }
  };

  const logIn = async () => {
    if (otp.length < 4 || mobile.length < 10) {
      setProblem({ field: 'otp', text: t`Please Enter a OTP.` });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const loggedIn = await logInWithOtp.mutateAsync({ phone: mobile, otp });
      sessionStorage.removeItem('otp_sent');
      setDone(true);
      await completeLogin(loggedIn);
      snackbar.show(t`Logged In successfully!`);
      setTimeout(() => navigate(afterLoginPath(next), { replace: true }), REDIRECT_DELAY_MS);
    } catch (err) {
      snackbar.show((err as Error).message, 'error');
      setBusy(false);
    }
  };

  return (
    <main id="main" className={css.page}>
      <div className={css.card}>
        <BrandLogo size={40} />
        <h1>
          <Trans>Login</Trans>
        </h1>
        <p className="muted">
          <Trans>Enter your mobile number. We will text you a one-time code.</Trans>
        </p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (sent ? logIn() : sendCode());
          }}
        >
          <label className="field">
            <span>
              <Trans>Mobile number</Trans>
            </span>
            <span className={css.phone}>
              <span aria-hidden>+91</span>
              <input
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={mobile}
                readOnly={sent}
                aria-invalid={problem?.field === 'mobile'}
                aria-describedby="login-problem"
                onChange={(e) => setMobile(digits(e.target.value, 10))}
              />
            </span>
          </label>
          {sent && (
            <label className="field">
              <span>
                <Trans>One-time code</Trans>
              </span>
              <input
                ref={otpRef}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={5}
                value={otp}
                aria-invalid={problem?.field === 'otp'}
                aria-describedby="login-problem"
                onChange={(e) => setOtp(digits(e.target.value, 5))}
              />
            </label>
          )}
          <p id="login-problem" className="form-problem" role="alert">
            {problem?.text}
          </p>
          <Button type="submit" block busy={busy}>
            {busy ? <Trans>Please Wait...</Trans> : sent ? <Trans>LOGIN</Trans> : <Trans>VERIFY</Trans>}
          </Button>
        </form>
        {sent && (
          <div className={css.row}>
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                sessionStorage.removeItem('otp_sent');
                setSent(false);
                setOtp('');
                setProblem(null);
              }}
            >
              <Trans>Change number</Trans>
            </Button>
            <Button variant="ghost" size="small" disabled={wait > 0 || busy} onClick={() => void sendCode()}>
              {wait > 0 ? <Trans>Resend code in {wait} s</Trans> : <Trans>Resend code</Trans>}
            </Button>
          </div>
        )}
        <Link className={`link ${css.skip}`} to="/restaurants">
          <Trans>Skip</Trans>
        </Link>
      </div>
      {snackbar.element}
    </main>
  );
}
