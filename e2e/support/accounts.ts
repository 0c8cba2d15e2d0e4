import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { blankPageOfTheApp, PARK_STREET } from './guest.ts';

export const DEMO_PHONE = '9876543210';

/**
 * This worker's folder for what it keeps between tests (sessions): each worker has its own server and
 * database (playwright.config.ts), so a session of one is no good on the other.
 */
export const workerArtifacts = new URL(
  `../.artifacts/server-${process.env.TEST_PARALLEL_INDEX ?? 0}/`,
  import.meta.url,
).pathname;
const sessionFile = `${workerArtifacts}demo-session.json`;

/** A made-up client address, so each test is its own customer for the per-address code limits. */
export const uniqueIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A mobile number nobody has yet (7xxxxxxxxx; the demo city uses 9s and 8s). */
export const freshPhone = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Every browser request of this context comes from one made-up address. */
export async function asOwnNetwork(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
}

/**
 * The newest code the development SMS outbox holds for a phone. Asked for right after a tap on VERIFY,
 * the send may still be on its way: the outbox is polled until the code is there (5 s at most).
 */
export async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/sms?phone=${phone}`);
        const text: string = (await res.json()).data[0]?.text ?? '';
        code = /\b(\d{5})\b/.exec(text)?.[1];
        return code;
      },
      { message: `no code for ${phone}`, timeout: 5_000 },
    )
    .toBeDefined();
  return code as string;
}

export interface User {
  id: number;
  name: string;
  phone: string;
  auth_token: string;
  [key: string]: unknown;
}

/** One of the 32 seeded reviewers' numbers: a registered customer for a login test to use alone. */
export const reviewerPhone = (slot: number, retry: number) =>
  `90000${String(10_000 + ((slot + 4 * retry) % 32) * 37).padStart(5, '0')}`;

/** Signs a new customer up through the API (the real code flow, read from the outbox). */
export async function signUpViaApi(request: APIRequestContext, name = 'Test Customer'): Promise<User> {
  const phone = freshPhone();
  const headers = { 'x-forwarded-for': uniqueIp() };
  await request.get(`/api/send-registration-otp/${phone}`, { headers });
  const res = await request.post('/api/register', {
    headers,
    data: { phone, name, email: 'test@example.in', referral: '', otp: await codeFor(request, phone) },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The demo customer (addresses, wallet history, alerts), logged in once per run: the code limits allow
 * one code a minute per phone, and every test of both layouts needs this customer.
 */
export async function demoCustomer(request: APIRequestContext): Promise<User> {
  return keptSession(request, sessionFile, () => logInViaApi(request, DEMO_PHONE));
}

/**
 * A session kept in `file` between the tests of a run and their retries (one code a minute per phone):
 * the kept one, as the server has the person now, while the server still takes it; else a new one from
 * `logIn`, kept. A session of an earlier run's database is refused, and replaced.
 */
export async function keptSession(
  request: APIRequestContext,
  file: string,
  logIn: () => Promise<User>,
): Promise<User> {
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as User;
    const check = await request.post('/api/update-user-info', {
      headers: { authorization: `Bearer ${saved.auth_token}` },
    });
    if (check.ok()) return { ...saved, ...(await check.json()).data, auth_token: saved.auth_token };
  }
  const user = await logIn();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(user));
  return user;
}

/** Opens the app as this customer (the browser keeps the user under 'user', as after a login). */
export async function actAs(page: Page, user: User, location = true) {
  await blankPageOfTheApp(page);
  await page.evaluate(
    ([u, place]) => {
      localStorage.clear();
      localStorage.setItem('user', JSON.stringify(u));
      if (place) {
        localStorage.setItem('userLat', place.lat);
        localStorage.setItem('userLng', place.lng);
        localStorage.setItem('address', place.address);
      }
    },
    [user, location ? PARK_STREET : null] as const,
  );
}

/** Logs a seeded customer in through the API (one code a minute per phone: one use per run). */
export async function logInViaApi(request: APIRequestContext, phone: string): Promise<User> {
  const headers = { 'x-forwarded-for': uniqueIp() };
  await request.get(`/api/send-login-otp/${phone}`, { headers });
  const res = await request.post('/api/login-using-otp', {
    headers,
    data: { phone, otp: await codeFor(request, phone) },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data as User;
}

/** The customer as the server has them now (their default address included), with their session. */
export async function userNow(request: APIRequestContext, user: User): Promise<User> {
  const res = await request.post('/api/update-user-info', {
    headers: { authorization: `Bearer ${user.auth_token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...(await res.json()).data, auth_token: user.auth_token };
}

/** Saves a delivery address on the account through the API: the address saved last is the default. */
export async function saveAddressViaApi(
  request: APIRequestContext,
  user: User,
  place: { latitude: number; longitude: number; address: string; house?: string; tag?: string },
): Promise<Array<{ id: number; address: string }>> {
  const res = await request.post('/api/save-address', {
    headers: { authorization: `Bearer ${user.auth_token}` },
    data: { house: '', landmark: '', tag: 'HOME', ...place },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return await res.json();
}

/**
 * The login screen, already open, with the mobile number and the code from the development SMS outbox:
 * where the app goes next is the caller's to check.
 */
export async function logInWithCode(page: Page, phone: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'OTP sent to your mobile no.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFor(page.request, phone));
  await page.getByRole('button', { name: 'LOGIN' }).click();
}
