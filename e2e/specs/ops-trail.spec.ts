// An order's trail and the orders in flight (issue 25, decision 040). A captain holding an order moves;
// the support agent's order page draws the trail growing without a reload (the ops stream), keeps it
// across a reload (it is stored), and says "last seen 2 min ago" once the captain goes quiet (the
// server's test clock moved on). Picked up, the order is on the captains' map at its captain, labelled
// with its number, and in the list under the map as a link to its page. Screenshots at 390 and 1366 px.
import { freshPhone, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import {
  ADMIN_PHONE,
  AGENT_PHONE,
  advanceServerClock,
  callAs,
  placeOrderViaApi,
  sessionOf,
  signedIn,
  staffPhone,
} from '../support/people.ts';

// Open 11 to 23: the moves of the server's clock the specs make over a run never shut it.
const RESTAURANT = { slug: 'kusum-kathi-corner', dish: 'Chicken Tikka' };
/** About one metre of latitude. */
const M = 1 / 111_195;

test('a captain’s trail grows on the operator’s order page, and the map lists the order on the road', async ({
  page,
  request,
}, info) => {
  test.slow(); // an order taken to the road, two screens, a reload and a clock moved on
  const admin = await sessionOf(request, ADMIN_PHONE);
  const agent = await sessionOf(request, AGENT_PHONE);
  const kitchen = (await (await request.post(`/api/get-restaurant-info/${RESTAURANT.slug}`)).json()) as {
    id: number;
    latitude: string | number;
    longitude: string | number;
  };
  const staff = await sessionOf(request, staffPhone(kitchen.id));
  const customer = await signUpViaApi(request, 'Trail Customer');
  // A captain of this test's own, onboarded now: the seed has twelve, every one some other spec's, and
  // the two projects may share a server.
  const phone = freshPhone();
  const onboarded = await callAs<{ data: { id: number } }>(request, admin, 'admin/captains/onboard', {
    phone,
    name: 'Trail Rider',
    vehicle_number: `WB 02 TR ${1000 + Math.floor(Math.random() * 9000)}`,
  });
  const captainId = onboarded.data.id;
  const captain = await sessionOf(request, phone);
  const lat = Number(kitchen.latitude);
  const lng = Number(kitchen.longitude);
  const moveTo = (northM: number) =>
    callAs(request, captain, 'captain/position', {
      latitude: lat + northM * M,
      longitude: lng,
      accuracy_m: 10,
    });

  let orderId: number | null = null;
  try {
    await callAs(request, captain, 'captain/duty', { on_duty: true });
    await moveTo(600);
    const placed = await placeOrderViaApi(request, customer, {
      slug: RESTAURANT.slug,
      dishes: [[RESTAURANT.dish, 1]],
      method: 'COD',
    });
    orderId = placed.id;
    await callAs(request, staff, `partner/orders/${placed.id}/accept`, { preparation_min: 10 });
    // Support gives it to this test's captain (an offer another captain may have is withdrawn).
    await callAs(request, agent, `admin/orders/${placed.id}/reassign-captain`, {
      reason: 'The captain of this test',
      captain_id: captainId,
      current_captain_id: null,
    });

    // ---- The agent's order page: no position yet, then each one the captain sends, live.
    await signedIn(page, agent);
    await page.goto(`/admin/orders/${placed.id}`);
    await expect(page.getByRole('heading', { name: `Order ${placed.unique_order_id}` })).toBeVisible();
    const where = page.getByRole('region', { name: 'Where it is' });
    await expect(
      where.getByText('The captain’s app has not reported a position on this order yet.'),
    ).toBeVisible();
    const map = where.locator('[data-trail-points]');
    await expect(map).toHaveAttribute('data-trail-points', '0');

    await moveTo(500);
    await expect(map).toHaveAttribute('data-trail-points', '1');
    await moveTo(400);
    await expect(map).toHaveAttribute('data-trail-points', '2');
    await moveTo(395); // 5 m on, seconds later: not a new point (the server keeps it out too)
    await moveTo(300);
    await expect(map).toHaveAttribute('data-trail-points', '3');
    const summary = where.getByTestId('trail-summary');
    await expect(summary).toContainText('Trail: 3 positions');
    await expect(summary).toContainText('Live.');

    // Stored, not only heard: a reload draws the same three.
    await page.reload();
    await expect(map).toHaveAttribute('data-trail-points', '3');

    // The captain goes quiet for over two minutes: the page says when they were last seen (its clock
    // follows the server's on the next answer; the captain reaching the kitchen brings one).
    await advanceServerClock(request, 150);
    await callAs(request, captain, `captain/orders/${placed.id}/arrive`);
    await expect(summary).toContainText(/Last seen 2 min ago/);
    await expect(where.getByRole('img', { name: /^Rider, last seen 2 min ago$/ })).toBeVisible();
    await expectAccessible(page);
    await where.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.artifacts/ops-trail-${info.project.name}-order.png`, fullPage: true });

    // ---- Picked up and moving: on the captains' map at its captain, and listed with a link.
    await callAs(request, staff, `partner/orders/${placed.id}/ready`);
    await callAs(request, captain, `captain/orders/${placed.id}/pick-up`);
    await moveTo(0);
    await expect(map).toHaveAttribute('data-trail-points', '4');
    await expect(summary).toContainText('Live.');

    await page.goto('/admin/captains');
    const onDuty = page.getByRole('region', { name: 'On duty now' });
    await expect(onDuty.getByText(/live\.$/)).toBeVisible();
    const road = onDuty.getByRole('list', { name: 'On the road' });
    const link = road.getByRole('link', { name: placed.unique_order_id });
    await expect(link).toBeVisible();
    await expect(road.getByRole('listitem').filter({ hasText: placed.unique_order_id })).toContainText(
      'with Trail Rider',
    );
    const fleet = onDuty.locator('[data-orders]');
    const tag = fleet.locator('.leaflet-marker-icon', { hasText: placed.unique_order_id });
    await expect(tag).toHaveCount(1);
    await expect(tag).toHaveAttribute('title', new RegExp(`^${placed.unique_order_id}: from `));
    // The tag follows its captain as the ops stream moves them.
    const before = await tag.evaluate((el) => (el as HTMLElement).style.transform);
    await moveTo(-400);
    await expect.poll(() => tag.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(before);
    await expectAccessible(page);
    await onDuty.screenshot({ path: `.artifacts/ops-trail-${info.project.name}-map.png` });

    // The list is the keyboard's way to the order.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.id}$`));
    await expect(
      page.getByRole('region', { name: 'Where it is' }).locator('[data-trail-points]'),
    ).toHaveAttribute('data-trail-points', '5');
  } finally {
    if (orderId !== null) {
      await request
        .post(`/api/admin/orders/${orderId}/cancel`, {
          headers: { authorization: `Bearer ${agent.auth_token}` },
          data: { reason: 'End of the trail test', fault: 'platform' },
        })
        .catch(() => undefined);
    }
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
  }
});
