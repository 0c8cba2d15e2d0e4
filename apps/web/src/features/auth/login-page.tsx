import type { UserJson } from '@khabar/domain/contracts/account/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { completeLogin } from '../../lib/session.ts';
import { useUser } from '../../lib/session-store.ts';
import { afterLoginPath, REDIRECT_DELAY_MS } from './after-login.ts';

const RESEND_AFTER_S = 60;
const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

/** `/login`: mobile number, VERIFY sends a code, then the code and LOGIN. */
export function LoginPage() {
  const navigate = useNavigate();
  const user = useUser();
  const snackbar = useSnackbar();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: 'mobile' | 'otp'; text: string } | null>(null);
  const [wait, setWait] = useState(0);
  const [done, setDone] = useState(false);
  const otpRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  if (user && !done) return <Navigate to="/account" replace />;

  const sendCode = async () => {
    if (mobile.length < 10) {
      setProblem({ field: 'mobile', text: 'Please Enter a valid mobile no.' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const res = await apiRequest<{ success: boolean; message: string }>(`send-login-otp/${mobile}`, {
        method: 'GET',
      });
      if (res.success) {
        setSent(true);
        setWait(RESEND_AFTER_S);
        snackbar.show('OTP sent to your mobile no.');
        setTimeout(() => otpRef.current?.focus(), 0);
        return;
      }
      // No account yet: send a sign-up code instead and continue on the sign-up page.
      const reg = await apiRequest<{ success: boolean }>(`send-registration-otp/${mobile}`, {
        method: 'GET',
      });
      if (reg.success) navigate(`/signup/${mobile}`, { state: { codeSent: true } });
      else setProblem({ field: 'mobile', text: 'Invalid Mobile No.!' });
    } catch (err) {
      const rateLimited = err instanceof ApiError && err.status === 429;
      setProblem({ field: 'mobile', text: rateLimited ? err.message : 'Invalid Mobile No.!' });
    } finally {
      setBusy(false);
    }
  };

  const logIn = async () => {
    if (otp.length < 4 || mobile.length < 10) {
      setProblem({ field: 'otp', text: 'Please Enter a OTP.' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const res = await apiRequest<{ data: UserJson }>('login-using-otp', { body: { phone: mobile, otp } });
      setDone(true);
      await completeLogin(res.data);
      snackbar.show('Logged In successfully!');
      setTimeout(() => navigate(afterLoginPath(), { replace: true }), REDIRECT_DELAY_MS);
    } catch (err) {
      snackbar.show((err as Error).message, 'error');
      setBusy(false);
    }
  };

  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <BrandLogo size={40} />
        <h1>Login</h1>
        <p className="muted">Enter your mobile number. We will text you a one-time code.</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (sent ? logIn() : sendCode());
          }}
        >
          <label className="field">
            <span>Mobile number</span>
            <span className="phone-input">
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
              <span>One-time code</span>
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
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? 'Please Wait...' : sent ? 'LOGIN' : 'VERIFY'}
          </button>
        </form>
        {sent && (
          <div className="auth-card__row">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => {
                setSent(false);
                setOtp('');
                setProblem(null);
              }}
            >
              Change number
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={wait > 0 || busy}
              onClick={() => void sendCode()}
            >
              {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
            </button>
          </div>
        )}
        <Link className="link auth-card__skip" to="/restaurants">
          Skip
        </Link>
      </div>
      {snackbar.element}
    </main>
  );
}
