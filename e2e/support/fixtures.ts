// The set-up specs repeated, written once as Playwright fixtures: each test's browser on a network of its
// own, a seeded person logged in and the app opened as them, a browser of its own for each other person
// of a test. A spec imports `test` and `expect` from here instead of @playwright/test. The steps the
// journeys share live with their subject: accounts.ts (sessions, the login screen), people.ts (orders
// through the API, the captain on duty), guest.ts (a place, a cart).
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { actAs, asOwnNetwork, demoCustomer, signUpViaApi, type User } from './accounts.ts';
import {
  ADMIN_PHONE,
  AGENT_PHONE,
  captainPhone,
  personContext,
  sessionOf,
  signedIn,
  staffPhone,
} from './people.ts';

/** Logs a seeded person in (once per run, decision 025's code limits) and opens `page` as them. */
interface Login {
  /** The demo customer, at Park Street. */
  customer(page?: Page): Promise<User>;
  /** A customer who signs up now (signUpViaApi), at Park Street. */
  newCustomer(name?: string, page?: Page): Promise<User>;
  /** The staff of the restaurant with this seed index (its id). */
  staff(restaurant: number, page?: Page): Promise<User>;
  /** Seeded captain `i` (1 = Park Street ...). */
  captain(i: number, page?: Page): Promise<User>;
  /** The back office's admin. */
  admin(page?: Page): Promise<User>;
  /** The back office's support agent. */
  agent(page?: Page): Promise<User>;
}

/**
 * A browser of its own for another person of the test (the kitchen, a rider, a support desk), in the
 * project's device unless `options` say otherwise, on a network address of its own. Closed when the
 * test ends, whatever happened.
 */
type Person = (options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{ login: Login; customerPage: Page; person: Person }>({
  // Each test's browser is its own customer on its own network, for the per-address limits (decision
  // 025), as a real customer's would be.
  context: async ({ context }, use) => {
    await asOwnNetwork(context);
    await use(context);
  },
  login: async ({ page, request }, use) => {
    const as = async (phone: string, on: Page) => {
      const user = await sessionOf(request, phone);
      await signedIn(on, user);
      return user;
    };
    await use({
      customer: async (on = page) => {
        const user = await demoCustomer(request);
        await actAs(on, user);
        return user;
      },
      newCustomer: async (name, on = page) => {
        const user = await signUpViaApi(request, name);
        await actAs(on, user);
        return user;
      },
      staff: async (restaurant, on = page) => as(staffPhone(restaurant), on),
      captain: async (i, on = page) => as(captainPhone(i), on),
      admin: async (on = page) => as(ADMIN_PHONE, on),
      agent: async (on = page) => as(AGENT_PHONE, on),
    });
  },
  customerPage: async ({ page, login }, use) => {
    await login.customer(page);
    await use(page);
  },
  person: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      // The project's device and the test's address (a spec's test.use({ baseURL }) included).
      const context = await browser.newContext({ ...test.info().project.use, baseURL, ...options });
      contexts.push(context);
      return personContext(context);
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/** The language switch of the top bar (named in the page's language: `label`), and the page follows. */
export async function chooseLanguage(page: Page, language: 'en' | 'hi' | 'bn', label = 'Language') {
  await page.getByRole('combobox', { name: label }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
