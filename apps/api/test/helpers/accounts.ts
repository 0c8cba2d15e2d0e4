import type { FastifyInstance } from 'fastify';

/** A clock the test moves by hand (rate limits and expiries are about time). */
export function testClock(start: Date) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

let ipCounter = 0;
/** A fresh client address per call, so the per-IP send limit does not tie unrelated tests together. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Asks for a login (or sign-up) code for a phone, as a client at `ip`. */
export const sendCode = (
  app: FastifyInstance,
  phone: string,
  ip = freshIp(),
  kind: 'login' | 'registration' = 'login',
) => app.inject({ method: 'GET', url: `/api/send-${kind}-otp/${phone}`, headers: { 'x-forwarded-for': ip } });

/** Tries a login code for a phone, as a client at `ip`. */
export const tryCode = (app: FastifyInstance, phone: string, otp: string, ip = freshIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/login-using-otp',
    headers: { 'x-forwarded-for': ip },
    payload: { phone, otp },
  });

/** The newest code the console SMS provider sent to a phone. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` });
  const text: string = res.json().data[0]?.text ?? '';
  const code = /\b(\d{5})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Logs a user in through the real OTP flow and returns the token and user. */
export async function logIn(app: FastifyInstance, phone: string) {
  const ip = freshIp();
  const sent = await sendCode(app, phone, ip);
  if (!sent.json().success) throw new Error(`could not send a code to ${phone}: ${sent.body}`);
  const res = await tryCode(app, phone, await lastCode(app, phone), ip);
  const body = res.json();
  if (!body.success) throw new Error(`login failed: ${res.body}`);
  return { token: body.data.auth_token as string, user: body.data as { id: number; name: string } };
}

/** Signs a new user up through the real OTP flow. */
export async function signUp(app: FastifyInstance, phone: string, name = 'Test Customer') {
  const ip = freshIp();
  await sendCode(app, phone, ip, 'registration');
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': ip },
    payload: { phone, name, email: 'test@example.com', referral: '', otp: await lastCode(app, phone) },
  });
  const body = res.json();
  if (!body.success) throw new Error(`sign-up failed: ${res.body}`);
  return { token: body.data.auth_token as string, user: body.data as { id: number; name: string } };
}
