import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { blankPageOfTheApp } from './guest.ts';

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
  if (existsSync(sessionFile)) {
    const saved = JSON.parse(readFileSync(sessionFile, 'utf8')) as User;
    const check = await request.post('/api/update-user-info', {
      headers: { authorization: `Bearer ${saved.auth_token}` },
    });
    if (check.ok()) return { ...(await check.json()).data, auth_token: saved.auth_token };
  }
  const headers = { 'x-forwarded-for': uniqueIp() };
  await request.get(`/api/send-login-otp/${DEMO_PHONE}`, { headers });
  const res = await request.post('/api/login-using-otp', {
    headers,
    data: { phone: DEMO_PHONE, otp: await codeFor(request, DEMO_PHONE) },
  });
  const user = (await res.json()).data as User;
  mkdirSync(workerArtifacts, { recursive: true });
  writeFileSync(sessionFile, JSON.stringify(user));
  return user;
}

/** Opens the app as this customer (the browser keeps the user under 'user', as after a login). */
export async function actAs(page: Page, user: User, location = true) {
  await blankPageOfTheApp(page);
  await page.evaluate(
    ([u, withLocation]) => {
      localStorage.clear();
      localStorage.setItem('user', JSON.stringify(u));
      if (withLocation) {
        localStorage.setItem('userLat', '22.5526');
        localStorage.setItem('userLng', '88.3525');
        localStorage.setItem('address', 'Park Street, Central Kolkata');
      }
    },
    [user, location] as const,
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
