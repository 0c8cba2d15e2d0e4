// The empty city (issue 31): a server of its own whose database has no demo seed, only the admin that
// the README's command makes (`npm run admin:create`). playwright.config.ts starts it on EMPTY_CITY.port;
// only the back-office spec uses it (`test.use({ baseURL: EMPTY_CITY.url })`, which the `person`
// fixture's browsers follow).
import { type APIRequestContext, devices, expect, type Page } from '@playwright/test';
import { keptSession, logInWithCode, type User } from './accounts.ts';
import { signedIn } from './people.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 20;

export const EMPTY_CITY = {
  /** Clear of the workers' servers (E2E_PORT + 0..E2E_WORKERS-1). */
  port: PORT,
  url: `http://localhost:${PORT}`,
  /** The first admin, made by the command line before the server starts. */
  admin: { phone: '9830000001', name: 'City Admin' },
} as const;

/**
 * Waits until the empty city answers. Playwright starts it without waiting (it is not needed by the
 * other specs, and Playwright waits for its servers one after another), so the spec that uses it waits.
 */
export async function waitForEmptyCity(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(`${EMPTY_CITY.url}/api/health`, { timeout: 2_000 })).status();
        } catch {
          return 0;
        }
      },
      {
        message: `the empty city's server (${EMPTY_CITY.url}, see its output above) did not come up`,
        timeout: 90_000,
        intervals: [250, 500, 1_000],
      },
    )
    .toBe(200);
}

/** A phone as a person holds it (the customer, the captain), whatever the project's layout. */
export const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/**
 * Opens `path` (a console or the back office) as a guest, is sent to the login screen, logs in with the
 * mobile number and the code from the development SMS outbox, and lands back on `path`.
 */
export async function logInOnScreen(page: Page, phone: string, path: string): Promise<User> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  await logInWithCode(page, phone);
  await expect(page.getByRole('status').filter({ hasText: 'Logged In successfully!' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  return JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as User;
}

const sessions = new URL('../.artifacts/empty-city/', import.meta.url).pathname;

/**
 * The city's admin in the back office. The first time in a run through the login screen; again (a
 * retry, within the minute a phone waits for its next code) with the session kept from that login,
 * if the server still takes it.
 */
export async function adminInBackOffice(page: Page, request: APIRequestContext): Promise<void> {
  let onScreen = false;
  const admin = await keptSession(request, `${sessions}${EMPTY_CITY.admin.phone}.json`, () => {
    onScreen = true;
    return logInOnScreen(page, EMPTY_CITY.admin.phone, '/admin');
  });
  if (onScreen) return;
  await signedIn(page, admin);
  await page.goto('/admin');
}
