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
/**
 * A fresh client address per call, each in a /24 of its own, so the per-address and per-block send
 * limits do not tie unrelated tests together.
 */
export const freshIp = () => {
  ipCounter++;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.7`;
};

/**
 * A browser: an address and the device cookie the server set (decision 025: a code is tried only by
 * the device that asked for it). Calls given a bare address act as the one device at that address.
 */
export interface Device {
  ip: string;
  cookie?: string;
}
export const newDevice = (ip = freshIp()): Device => ({ ip });
const devicesByIp = new Map<string, Device>();
const deviceOf = (who: Device | string | undefined): Device => {
  if (typeof who === 'object') return who;
  const ip = who ?? freshIp();
  const device = devicesByIp.get(ip) ?? newDevice(ip);
  devicesByIp.set(ip, device);
  return device;
};
const headersOf = (device: Device) => ({
  'x-forwarded-for': device.ip,
  ...(device.cookie ? { cookie: device.cookie } : {}),
});

/** The `name=value` of the device cookie a response sets, if it sets one. */
export function deviceCookie(setCookie: string | string[] | undefined | null): string | undefined {
  const first = [setCookie ?? []].flat().find((c) => /^(__Host-)?khabar-device=/.test(c));
  return first?.split(';')[0];
}

/** Asks for a login (or sign-up) code for a phone, from a device (or the device at an address). */
export const sendCode = async (
  app: FastifyInstance,
  phone: string,
  who?: Device | string,
  kind: 'login' | 'registration' = 'login',
) => {
  const device = deviceOf(who);
  const res = await app.inject({
    method: 'GET',
    url: `/api/send-${kind}-otp/${phone}`,
    headers: headersOf(device),
  });
  device.cookie = deviceCookie(res.headers['set-cookie']) ?? device.cookie;
  return res;
};

/** Tries a login code for a phone, from a device (or the device at an address). */
export const tryCode = (app: FastifyInstance, phone: string, otp: string, who?: Device | string) =>
  app.inject({
    method: 'POST',
    url: '/api/login-using-otp',
    headers: headersOf(deviceOf(who)),
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
export async function logIn(app: FastifyInstance, phone: string, device = newDevice()) {
  const sent = await sendCode(app, phone, device);
  if (!sent.json().success) throw new Error(`could not send a code to ${phone}: ${sent.body}`);
  const res = await tryCode(app, phone, await lastCode(app, phone), device);
  const body = res.json();
  if (!body.success) throw new Error(`login failed: ${res.body}`);
  return { token: body.data.auth_token as string, user: body.data as { id: number; name: string } };
}

/** Signs a new user up through the real OTP flow. */
export async function signUp(app: FastifyInstance, phone: string, name = 'Test Customer') {
  const device = newDevice();
  await sendCode(app, phone, device, 'registration');
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: headersOf(device),
    payload: { phone, name, email: 'test@example.com', referral: '', otp: await lastCode(app, phone) },
  });
  const body = res.json();
  if (!body.success) throw new Error(`sign-up failed: ${res.body}`);
  return { token: body.data.auth_token as string, user: body.data as { id: number; name: string } };
}
