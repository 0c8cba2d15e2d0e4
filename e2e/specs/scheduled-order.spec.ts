// Orders for later (issue 27, decision 048) with the server's fake clock: at lunch a customer orders
// tomorrow's lunch from the cart's picker (kept across a refresh), the restaurant's console shows it
// under Upcoming, and when the clock reaches its release time it moves to New by itself, is accepted,
// carried and delivered. The picker is looked at at 320, 390 and 1366 px (SHOTS=1).
import type { APIRequestContext, Page } from '@playwright/test';
import { actAs, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, fillCart } from '../support/guest.ts';
import {
  ADMIN_PHONE,
  advanceServerClock,
  callAs,
  captainPhone,
  cashDishAt,
  sessionOf,
  signedIn,
  staffPhone,
} from '../support/people.ts';

/** Used by no other journey; open 11 am to 11 pm every day. */
const RESTAURANT = { id: 8, slug: 'lake-market-fish-fry-centre', name: 'Lake Market Fish Fry Centre' };
const CAPTAIN = { index: 2 };
const POLLED = { timeout: 15_000 };
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.post('/api/dev/clock', { data: { advance_seconds: 1 } });
  return new Date((await res.json()).data.now as string);
}

/** Moves this worker's server clock to the next `hh:mm` in Kolkata (it only goes forward). */
async function serverClockTo(request: APIRequestContext, hh: number, mm: number) {
  const now = await serverNow(request);
  const sinceMidnight = (now.getTime() / 1000 + 330 * MINUTE) % DAY;
  await advanceServerClock(request, Math.ceil((hh * 3600 + mm * MINUTE - sinceMidnight + DAY) % DAY) || DAY);
}

/** Screenshots of the picker at the three widths, to look at (SHOTS=1). */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
    await page.getByRole('region', { name: 'When' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/scheduled-${name}-${width}.png` });
  }
}

test('an order placed at lunch for tomorrow’s lunch reaches the console at its time, and is delivered', async ({
  page,
  person,
  request,
}) => {
  // The server's clock moves a day in this test (desktop only, DESK_SPECS); the tests after it get
  // lunch time back.
  test.slow();
  await serverClockTo(request, 13, 0);
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const captain = await sessionOf(request, captainPhone(CAPTAIN.index));
  const admin = await sessionOf(request, ADMIN_PHONE);
  const dish = await cashDishAt(request, RESTAURANT.slug);
  const kitchen = await person();
  try {
    await signedIn(kitchen, staff);
    await kitchen.goto(`/partner/${RESTAURANT.id}`);
    await expect(kitchen.getByRole('heading', { name: RESTAURANT.name })).toBeVisible();

    // The customer fills the cart and schedules it for tomorrow, 1:00-1:30 pm.
    const me = await signUpViaApi(request, 'Ishita Ghosh');
    await actAs(page, me);
    await fillCart(page, RESTAURANT.slug, [[dish, 1]]);
    await expect(page.getByText(/Delivery in \d+ mins/)).toBeVisible();

    const when = page.getByRole('region', { name: 'When' });
    await expect(when.getByRole('radio', { name: 'Deliver now' })).toBeChecked();
    await when.getByRole('radio', { name: 'Schedule' }).check();
    await when.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Tomorrow' });
    await when.getByRole('combobox', { name: 'Time' }).selectOption({ label: '1:00-1:30 pm' });
    const slotWords = /Scheduled for (Mon|Tue|Wed|Thu|Fri|Sat|Sun) 1:00-1:30 pm/;
    await expect(when.getByText(slotWords)).toBeVisible();
    // The promise is the slot now, not minutes.
    await expect(page.getByText(/Delivery in \d+ mins/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Deliver to/ }).getByText(slotWords)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'picker');
    await page.setViewportSize({ width: 1366, height: 768 });

    // A refresh keeps the choice.
    await page.reload();
    await expect(when.getByRole('radio', { name: 'Schedule' })).toBeChecked();
    await expect(when.getByRole('combobox', { name: 'Time' })).toHaveValue(/T\d\d:\d\d:00.000Z$/);
    await expect(when.getByRole('combobox', { name: 'Day' })).toHaveValue('tomorrow');
    await expect(when.getByText(slotWords)).toBeVisible();

    await page.getByRole('radio', { name: 'COD' }).check();
    await page.getByRole('button', { name: /^Proceed To Pay/ }).click();
    await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
    const orderId = Number(page.url().split('/').at(-1));
    await expect(page.getByText(slotWords)).toBeVisible();
    const heading = (await page.getByRole('heading', { name: /^ORDER #/ }).textContent()) ?? '';
    const number = heading.replace('ORDER #', '').trim();
    // Free to cancel until it goes to the kitchen, not for 2 minutes.
    await expect(page.getByRole('region', { name: 'Cancel the order' })).toContainText(
      /Free to cancel until .*, when the restaurant starts on it\./,
    );
    await expectAccessible(page);
    await page.goto('/myOrders');
    await expect(page.getByRole('list', { name: 'Your orders' }).getByText(slotWords)).toBeVisible();
    await page.goto(`/orderDetails/${orderId}`);

    // The console: under Upcoming, with when it reaches the kitchen, nothing to press, no ringing.
    const upcoming = kitchen.getByRole('region', { name: /^Upcoming/ });
    const card = upcoming.getByRole('article', { name: new RegExp(number) });
    await expect(card).toBeVisible(POLLED);
    await expect(card.getByText(slotWords)).toBeVisible();
    await expect(card.getByText(/reaches the kitchen at \d+:\d\d (am|pm)/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(kitchen.getByText(`New order #${number}`)).toHaveCount(0);
    await expectAccessible(kitchen);
    if (process.env.SHOTS) await kitchen.screenshot({ path: '/tmp/scheduled-console-1366.png' });

    // The clock reaches the release time: the order moves to New by itself and rings.
    const listed = await callAs<{ data: Array<{ id: number; release_at: string | null }> }>(
      request,
      staff,
      `partner/restaurants/${RESTAURANT.id}/orders`,
    );
    const releaseAt = new Date(listed.data.find((o) => o.id === orderId)!.release_at!);
    const now = await serverNow(request);
    await advanceServerClock(request, Math.ceil((releaseAt.getTime() - now.getTime()) / 1000) + 2);
    const fresh = kitchen
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: new RegExp(number) });
    await expect(fresh).toBeVisible(POLLED);
    await expect(kitchen.getByText(`New order #${number} from Ishita`)).toBeVisible(POLLED);
    await expect(fresh.getByText(/Accept within \d:\d\d/)).toBeVisible();
    await expect(fresh.getByText(slotWords)).toBeVisible();
    await fresh.getByRole('button', { name: 'Accept' }).click();
    await fresh.getByRole('button', { name: '20 min' }).click();
    await fresh.getByRole('button', { name: 'Accept · ready in 20 min' }).click();
    await expect(
      kitchen.getByRole('region', { name: /^Preparing/ }).getByRole('article', { name: new RegExp(number) }),
    ).toBeVisible();

    // The captain carries it to the door; the customer's page says Delivered.
    await callAs(request, captain, 'captain/duty', { on_duty: true });
    const rider = await callAs<{ data: { captain: { id: number } } }>(request, captain, 'captain/me');
    await callAs(request, admin, `admin/orders/${orderId}/reassign-captain`, {
      reason: 'The scheduled order’s rider',
      captain_id: rider.data.captain.id,
      current_captain_id: null,
    });
    await callAs(request, captain, `captain/orders/${orderId}/arrive`);
    await callAs(request, staff, `partner/orders/${orderId}/ready`);
    await callAs(request, captain, `captain/orders/${orderId}/pick-up`);
    const tracking = await callAs<{ data: { delivery_pin: string; scheduled_for: string } }>(
      request,
      me,
      'get-order-tracking',
      { order_id: orderId },
    );
    expect(tracking.data.scheduled_for).toEqual(expect.any(String));
    await callAs(request, captain, `captain/orders/${orderId}/deliver`, { pin: tracking.data.delivery_pin });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^Delivered/ })).toBeVisible();
    await expect(page.getByText(slotWords)).toBeVisible();
  } finally {
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
    // Lunch time again (the next day) for the tests after this one on this worker's server.
    await serverClockTo(request, 13, 0);
  }
});
