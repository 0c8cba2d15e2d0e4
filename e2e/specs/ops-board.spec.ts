// The operators' board (issue 25, decision 035): a support agent's board shows a customer's new order
// without a reload (the ops stream), and once the order runs past its promise (the server's test clock
// moved on an hour) it rises to the top, marked late. The order's page tells its story in words.
// Screenshots of both screens at this project's width (390 px phone, 1366 px desktop).
import { signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import {
  AGENT_PHONE,
  advanceServerClock,
  callAs,
  captainPhone,
  placeOrderViaApi,
  sessionOf,
  signedIn,
  staffPhone,
} from '../support/people.ts';

const RESTAURANT = { id: 2, slug: 'park-street-peter-s-grill' };

test('a new order appears live on the agent’s board, and a late one rises to the top marked late', async ({
  page,
  request,
}, info) => {
  test.slow(); // two orders, a stream, and a clock moved on an hour
  const agent = await sessionOf(request, AGENT_PHONE);
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const customer = await signUpViaApi(request, 'Board Customer');
  // This test's orders, cancelled at its end: a late one left open would top the board of the next
  // test on this server (the other layout's run, or a retry).
  const mine: number[] = [];
  const place = async () => {
    const placed = await placeOrderViaApi(request, customer, {
      slug: RESTAURANT.slug,
      dishes: [['Fish Orly', 1]],
      method: 'COD',
    });
    mine.push(placed.id);
    return placed;
  };

  try {
    await signedIn(page, agent);
    // One kitchen's cash orders: the board of this test's orders only, whatever else the city holds.
    await page.goto(`/admin/orders?restaurant=${RESTAURANT.id}&payment=COD`);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Live: new orders/)).toBeVisible();

    // The customer orders: the row arrives by itself.
    const late = await place();
    const lateRow = page.getByRole('row').filter({ hasText: late.unique_order_id });
    await expect(lateRow).toBeVisible();
    await expect(lateRow).toContainText('Order Placed');
    await expect(lateRow).toContainText(/min left/);
    await callAs(request, staff, `partner/orders/${late.id}/accept`, { preparation_min: 10 });
    await expect(lateRow).toContainText('Preparing Food');

    // An hour on, the kitchen has not sent it: the next order's event brings the board up to date.
    await advanceServerClock(request, 3600);
    const fresh = await place();
    const freshRow = page.getByRole('row').filter({ hasText: fresh.unique_order_id });
    await expect(freshRow).toBeVisible();
    const rows = page.getByRole('row');
    // rows.nth(0) is the header row.
    await expect(rows.nth(1)).toContainText(late.unique_order_id);
    await expect(rows.nth(1)).toContainText('Late');
    await expect(rows.nth(1)).toContainText(/\d+ min late/);
    await expect(freshRow).not.toContainText('Late');
    await expect(page.getByText(/1 at risk \(shown first\)/)).toBeVisible();
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', await page.evaluate(() => innerWidth));
    await expectAccessible(page);
    await page.screenshot({ path: `.artifacts/ops-board-${info.project.name}-board.png`, fullPage: true });

    // The order's own page: its timeline in words, who did what.
    await page.getByRole('link', { name: late.unique_order_id }).click();
    await expect(page.getByRole('heading', { name: `Order ${late.unique_order_id}` })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('Order placed');
    await expect(timeline).toContainText('Accepted by the restaurant');
    await expect(page.getByRole('region', { name: 'Money' })).toContainText('Total');
    await expect(page.getByText(/min late/).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `.artifacts/ops-board-${info.project.name}-order.png`, fullPage: true });
  } finally {
    for (const id of mine) {
      await request
        .post(`/api/admin/orders/${id}/cancel`, {
          headers: { authorization: `Bearer ${agent.auth_token}` },
          data: { reason: 'End of the board test', fault: 'platform' },
        })
        .catch(() => undefined);
    }
  }
});

test('the captains’ map follows the ops stream: a captain going on duty appears without a reload', async ({
  page,
  request,
  login,
}, info) => {
  // A seeded captain of this project's own (the other project runs on its own server and clock).
  const captain = await sessionOf(request, captainPhone(info.project.name === 'phone' ? 5 : 6));
  await callAs(request, captain, 'captain/duty', { on_duty: false });
  try {
    await login.admin();
    await page.goto('/admin/captains');
    const onDuty = page.getByRole('region', { name: 'On duty now' });
    await expect(onDuty.getByText(/live\.$/)).toBeVisible();
    const map = onDuty.locator('[data-captains]');
    await expect(map).toBeVisible();
    const before = Number(await map.getAttribute('data-captains'));
    await callAs(request, captain, 'captain/duty', { on_duty: true });
    await callAs(request, captain, 'captain/position', {
      latitude: 22.5526,
      longitude: 88.3525,
      accuracy_m: 12,
    });
    // The list polls once a minute without the stream: within seconds is the stream.
    await expect(map).toHaveAttribute('data-captains', String(before + 1), { timeout: 7_000 });
    await expect(onDuty.getByText(/Orders at kitchens \(\d+/)).toBeVisible();
    // The map has fitted the work in view (after its zoom's animation) and the list says the same.
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon[title$=": free"]').first()).toBeInViewport();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /On duty/ })
        .filter({ hasNotText: 'Never' }),
    ).not.toHaveCount(0);
    await onDuty.screenshot({ path: `.artifacts/ops-board-${info.project.name}-map.png` });
  } finally {
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
  }
});
