// The set-up specs repeated (log a seeded person in once per run, open the app in the test's browser
// as them) as Playwright fixtures: a spec asks for `customerPage`, or for `login` and says who.
import { test as base, type Page } from '@playwright/test';
import { actAs, demoCustomer, type User } from './accounts.ts';
import { captainPhone, sessionOf, signedIn, staffPhone } from './people.ts';

/** The seeded admin of the demo city's back office. */
const ADMIN_PHONE = '8000000001';

/** Logs a seeded person in (once per run, decision 025's code limits) and opens `page` as them. */
interface Login {
  /** The demo customer, at Park Street. */
  customer(page?: Page): Promise<User>;
  /** The staff of the restaurant with this seed index (its id). */
  staff(restaurant: number, page?: Page): Promise<User>;
  /** Seeded captain `i` (1 = Park Street ...). */
  captain(i: number, page?: Page): Promise<User>;
  /** The back office's admin. */
  admin(page?: Page): Promise<User>;
}

export const test = base.extend<{ login: Login; customerPage: Page }>({
  login: async ({ page, request }, use) => {
    const as = async (user: User, on: Page) => {
      await signedIn(on, user);
      return user;
    };
    await use({
      customer: async (on = page) => {
        const user = await demoCustomer(request);
        await actAs(on, user);
        return user;
      },
      staff: async (restaurant, on = page) => as(await sessionOf(request, staffPhone(restaurant)), on),
      captain: async (i, on = page) => as(await sessionOf(request, captainPhone(i)), on),
      admin: async (on = page) => as(await sessionOf(request, ADMIN_PHONE), on),
    });
  },
  customerPage: async ({ page, login }, use) => {
    await login.customer(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
