// Log-ins for the screenshot scripts, through the development SMS outbox (the server must run with it).

/** A client address of its own for each call, so the per-address limits never stop a script. */
export const randomIp = () =>
  `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export type ScriptUser = { id: number; auth_token: string; name: string; [k: string]: unknown };

async function get(base: string, path: string) {
  const res = await fetch(`${base}/api/${path}`, { headers: { 'x-forwarded-for': randomIp() } });
  return res.json();
}

/** The last code the development SMS outbox holds for this phone. */
export async function codeFor(base: string, phone: string): Promise<string | undefined> {
  const sms = await get(base, `dev/sms?phone=${phone}`);
  return /\b(\d{5})\b/.exec(sms.data?.[0]?.text ?? '')?.[1];
}

/**
 * Logs a seeded phone in. A phone gets one code a minute: a second run inside a minute is refused. The
 * code is tried by the device that asked for it, so the send's device cookie goes back with it.
 */
export async function logIn(base: string, phone: string): Promise<ScriptUser> {
  const sent = await fetch(`${base}/api/send-login-otp/${phone}`, {
    headers: { 'x-forwarded-for': randomIp() },
  });
  const device = sent.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const res = await fetch(`${base}/api/login-using-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), cookie: device },
    body: JSON.stringify({ phone, otp: await codeFor(base, phone) }),
  });
  const body = await res.json();
  if (!res.ok || !body.data)
    throw new Error(`log-in of ${phone} refused: ${res.status} ${JSON.stringify(body)}`);
  return body.data as ScriptUser;
}
