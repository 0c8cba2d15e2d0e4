// Issue 23, items 5, 6, 8 and 13, as the customer sees them with a restaurant and a captain acting in
// their own browsers: a cancelled order is never greeted as placed nor asked for cash on any screen;
// tracking shows "Food ready" the moment the kitchen marks it, with the order details' very steps; the
// rider's marker and words follow the positions the captain reports and say "last seen" once old; and
// the Cancel button, its reason and the API agree, a rider assigned or not.
import type { Page } from '@playwright/test';
import { actAs, saveAddressViaApi, signUpViaApi, type User, userNow } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, fillCart, PARK_STREET_PLACE } from '../support/guest.ts';
import {
  advanceServerClock,
  callAs,
  captainPhone,
  cashDishAt,
  deliveryPinOf,
  OVER_THE_MINIMUM,
  offDuty,
  placeOrderViaApi,
  sessionOf,
  signedIn,
  staffPhone,
} from '../support/people.ts';

const RESTAURANT = { id: 3, slug: 'camac-street-grill', name: 'Camac Street Grill' };
/** Used by no other spec: the tests that move the clock and ride run on the phone layout only. */
const CAPTAIN = { index: 7 };
const WINDOW_REASON = 'Orders cannot be cancelled after 2 minutes of booking.';
const ON_ITS_WAY_REASON = 'Your food is already on its way, so the order can no longer be cancelled.';

/** A new customer whose default address is a Park Street flat, opened in `page`. */
async function customerAtHome(page: Page): Promise<User> {
  const user = await signUpViaApi(page.request, 'Rina Ghosh');
  await saveAddressViaApi(page.request, user, { ...PARK_STREET_PLACE, house: 'Flat 4B, 12 Park Street' });
  const me = await userNow(page.request, user);
  await actAs(page, me);
  return me;
}

/** Orders one dish with cash through the menu and the cart, as a customer does; lands on its details. */
async function orderCashInTheApp(page: Page, dish: string): Promise<number> {
  await fillCart(page, RESTAURANT.slug, [[dish, 1]]);
  await page.getByRole('radio', { name: 'COD' }).check();
  await page.getByRole('button', { name: /^Proceed To Pay/ }).click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())![1]);
}

const greeting = (page: Page) => page.getByText(`Order placed! ${RESTAURANT.name} has your order.`);
const cashLine = (page: Page) => page.getByText(/Pay ₹[\d,.]+ in cash on delivery/);
/** The order's status line on the details (a live region). */
const statusLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Order Placed|Preparing|Delivery|Food|Delivered|Cancelled)/ });
const steps = (page: Page) => page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
const step = (page: Page, label: string) => steps(page).filter({ hasText: label });
const trackingMap = (page: Page) => page.getByRole('region', { name: /^Map of the restaurant/ });
const riderMarker = (page: Page) => trackingMap(page).getByRole('img', { name: /^Rider/ });
const cancelButton = (page: Page) => page.getByRole('button', { name: /^Cancel order/ });
const cancelRegion = (page: Page) => page.getByRole('region', { name: 'Cancel the order' });

test('a cancelled order is never "Order placed!" nor "Pay in cash", on any screen, however it ends', async ({
  page,
  request,
}) => {
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  await customerAtHome(page);
  const dish = await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM);

  // Placed from the cart: greeted, and asked for cash at the door.
  const first = await orderCashInTheApp(page, dish);
  await expect(greeting(page)).toBeVisible();
  await expect(cashLine(page)).toBeVisible();

  // The customer cancels on the same page: the greeting and the cash line go with it.
  await cancelButton(page).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(statusLine(page)).toHaveText('Cancelled');
  await expect(greeting(page)).toHaveCount(0);
  await expect(cashLine(page)).toHaveCount(0);
  await expect(page.getByText('Nothing to pay: this order was cancelled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'RE ORDER' })).toHaveCount(0);
  await expectAccessible(page);

  // Tracking and My Orders say the same.
  await page.goto(`/liveTrack/${first}`);
  await expect(page.getByRole('status').filter({ hasText: 'This order was cancelled' })).toBeVisible();
  await expect(step(page, 'Cancelled')).toContainText('(done)');
  await expect(page.getByText(/Order placed!|in cash on delivery/)).toHaveCount(0);
  await page.goto('/myOrders');
  const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('link', { name: 'TRACK' })).toHaveCount(0);

  // The restaurant turns the next one down while the customer is still on its page: the page follows.
  const second = await orderCashInTheApp(page, dish);
  await expect(greeting(page)).toBeVisible();
  await callAs(request, staff, `partner/orders/${second}/reject`, { reason: 'Out of charcoal today' });
  await expect(statusLine(page)).toHaveText('Cancelled', { timeout: 15_000 });
  await expect(greeting(page)).toHaveCount(0);
  await expect(cashLine(page)).toHaveCount(0);
  await expect(page.getByText('Reason: Out of charcoal today')).toBeVisible();
});

test('the order page follows the order by its stream: a step shows at once, and it does not poll', async ({
  page,
  request,
}) => {
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const me = await signUpViaApi(request, 'Mitali Das');
  const order = await placeOrderViaApi(request, me, {
    slug: RESTAURANT.slug,
    dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
    method: 'COD',
  });
  await actAs(page, me);
  // The page's clock is the test's to move: eleven seconds pass in an instant below.
  await page.clock.install();
  let reloads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/get-order-details')) reloads++;
  });
  const streaming = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${order.id}/events`));
  await page.goto(`/orderDetails/${order.id}`);
  await expect(statusLine(page)).toContainText('Order Placed');
  await streaming;
  // Loaded once for the page, and once more as the stream opens (what happened before it opened).
  await expect.poll(() => reloads).toBe(2);

  // Nothing happens to the order for eleven seconds: the page asks for nothing (it polled every 5 s
  // before it followed the stream, and does only while the stream is down).
  const before = reloads;
  await page.clock.runFor(11_000);
  await page.waitForTimeout(300);
  expect(reloads).toBe(before);

  // The restaurant accepts and marks it ready: each step is on the page within a moment (3 s leaves a
  // slow CI machine its margin, and is still well inside the 5 s the page used to poll at).
  await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 25 });
  await expect(statusLine(page)).toContainText('Preparing Food', { timeout: 3_000 });
  await callAs(request, staff, `partner/orders/${order.id}/ready`);
  await expect(step(page, 'Food ready')).toHaveAttribute('aria-current', 'step', { timeout: 3_000 });

  // The customer cancels from another tab, within the 2 minutes: this page says so at once, and the
  // kitchen's console (which another spec expects empty) is left with nothing.
  const cancelled = await request.post('/api/cancel-order', {
    headers: { authorization: `Bearer ${me.auth_token}` },
    data: { order_id: order.id },
  });
  expect(cancelled.status()).toBe(200);
  await expect(statusLine(page)).toHaveText('Cancelled', { timeout: 3_000 });
});

test('tracking shows "Food ready" the moment the restaurant marks it, the same steps as the order details', async ({
  page,
  person,
  request,
}) => {
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const kitchen = await person();
  const me = await signUpViaApi(request, 'Arup Sen');
  const order = await placeOrderViaApi(request, me, {
    slug: RESTAURANT.slug,
    dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
    method: 'COD',
  });
  await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 25 });

  await actAs(page, me);
  await page.goto(`/liveTrack/${order.id}`);
  await expect(page.getByText('Live: changes show here as they happen.')).toBeVisible();
  await expect(step(page, 'Preparing your food')).toHaveAttribute('aria-current', 'step');
  await expect(step(page, 'Food ready')).toContainText('(to come)');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // The kitchen marks it ready in its console.
  await signedIn(kitchen, staff);
  await kitchen.goto('/partner');
  const card = kitchen.getByRole('article', { name: new RegExp(order.unique_order_id) });
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(card.getByText(/^Ready since/)).toBeVisible();

  // Pushed, not polled: well inside the 6 s the screen would poll at if streams failed.
  await expect(step(page, 'Food ready')).toHaveAttribute('aria-current', 'step', { timeout: 4_000 });
  await expect(step(page, 'Food ready')).toContainText(/\d:\d\d\s?[ap]m/);
  await expect(step(page, 'Preparing your food')).toContainText('(done)');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expectAccessible(page);
  const onTracking = await steps(page).allInnerTexts();

  // The order details list the very same steps, in the same order and state.
  await page.goto(`/orderDetails/${order.id}`);
  await expect(step(page, 'Food ready')).toHaveAttribute('aria-current', 'step');
  expect(await steps(page).allInnerTexts()).toEqual(onTracking);
  expect(onTracking.map((t) => t.split('\n')[0])).toEqual([
    'Order placed',
    'Preparing your food',
    'Food ready',
    'Rider assigned',
    'On the way',
    'Delivered',
  ]);
  // Nobody rides it: the kitchen gives it up, so no captain of a later test is offered it.
  await callAs(request, staff, `partner/orders/${order.id}/reject`, { reason: 'Test over' });
});

test.describe('with a captain on the road', () => {
  let captain: User;
  let staff: User;
  test.beforeEach(async ({ request }, info) => {
    // The server's clock jumps minutes in these tests: one layout is enough, and the same captain rides.
    test.skip(info.project.name !== 'phone', 'the clock is the server’s: one layout');
    captain = await sessionOf(request, captainPhone(CAPTAIN.index));
    staff = await sessionOf(request, staffPhone(RESTAURANT.id));
    await callAs(request, captain, 'captain/duty', { on_duty: true });
  });
  test.afterEach(async ({ request }, info) => {
    if (info.project.name === 'phone') await offDuty(request, captain);
  });

  /** The kitchen accepts `orderId` and our captain takes its offer. */
  async function riderTakes(page: Page, orderId: number) {
    await callAs(page.request, staff, `partner/orders/${orderId}/accept`, { preparation_min: 25 });
    let offerId = 0;
    await expect
      .poll(
        async () => {
          const me = await callAs<{ data: { offer: { id: number; order: { id: number } } | null } }>(
            page.request,
            captain,
            'captain/me',
          );
          const offer = me.data.offer;
          // An order left waiting by another test may be offered first: let it go to the next captain.
          if (offer && offer.order.id !== orderId) {
            await callAs(page.request, captain, `captain/offers/${offer.id}/decline`);
          }
          offerId = offer?.order.id === orderId ? offer.id : 0;
          return offerId;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await callAs(page.request, captain, `captain/offers/${offerId}/accept`);
  }
  const report = (page: Page, latitude: number, longitude: number) =>
    callAs(page.request, captain, 'captain/position', { latitude, longitude, accuracy_m: 10 });
  async function deliver(page: Page, orderId: number, customer: User) {
    const pin = await deliveryPinOf(page.request, customer, orderId);
    await callAs(page.request, captain, `captain/orders/${orderId}/deliver`, { pin });
  }

  test('the rider’s marker and distance follow the positions reported, and say "last seen" once old', async ({
    page,
    request,
  }) => {
    test.slow();
    await report(page, 22.56, 88.353); // on duty up north, about 1.7 km from the restaurant
    const me = await signUpViaApi(request, 'Mita Roy');
    const order = await placeOrderViaApi(request, me, {
      slug: RESTAURANT.slug,
      dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
      method: 'COD',
    });
    await riderTakes(page, order.id);

    await actAs(page, me);
    await page.goto(`/liveTrack/${order.id}`);
    const where = page.getByText(/^\w+ (is|was) (about [\d.]+ k?m from|at) /);
    await expect(trackingMap(page)).toHaveAttribute('data-rider', '22.56000,88.35300');
    await expect(where).toContainText(/^\w+ is about [\d.]+ km from Camac Street Grill\./);
    await expect(riderMarker(page)).toHaveAccessibleName('Rider');

    // Each report moves the marker and the words, live.
    await report(page, 22.549, 88.3548);
    await expect(trackingMap(page)).toHaveAttribute('data-rider', '22.54900,88.35480');
    await expect(where).toContainText(/^\w+ is about [\d]+ m from Camac Street Grill\./);

    // Two and a half minutes without a report: the rider says they arrived (a step, not a place).
    await advanceServerClock(request, 150);
    await callAs(request, captain, `captain/orders/${order.id}/arrive`);
    await expect(where).toHaveText(/^\w+ was about [\d]+ m from Camac Street Grill, last seen 2 min ago\.$/);
    await expect(riderMarker(page)).toHaveAccessibleName('Rider, last seen 2 min ago');
    await expect(trackingMap(page)).toHaveAttribute('data-rider', '22.54900,88.35480');
    await expectAccessible(page);

    // Opened afresh, the screen's first load says the same.
    await page.reload();
    await expect(where).toHaveText(/last seen 2 min ago\.$/);

    // Picked up: the last report is from before the pickup, so it is a last sighting, never "at your
    // door"; the countdown counts the whole ride from the restaurant.
    await callAs(request, captain, `captain/orders/${order.id}/pick-up`);
    await expect(where).toHaveText(
      /^\w+ was about [\d.]+ k?m from your door, last seen 2 min ago, before the pickup\.$/,
    );
    const countdown = page.getByText(/^(\d\d):(\d\d)$/);
    const [mm] = ((await countdown.textContent()) ?? '').split(':');
    // 1.1 km by road at 18 km/h is 4 min, plus 2 at the door.
    expect(Number(mm)).toBeGreaterThanOrEqual(4);

    // The phone reports near the door: the marker and the words follow, fresh again.
    await report(page, 22.554, 88.352);
    await expect(trackingMap(page)).toHaveAttribute('data-rider', '22.55400,88.35200');
    await expect(where).toHaveText(/^\w+ is about \d+ m from your door\.$/);
    await expect(riderMarker(page)).toHaveAccessibleName('Rider');
    await deliver(page, order.id, me);
    await expect(page.getByText('FINISHED')).toBeVisible();
  });

  test('the Cancel button, its reason and the API agree, before and after the rider and the 2 minutes', async ({
    person,
    page,
    request,
  }) => {
    test.slow();
    await report(page, 22.548, 88.355);
    const rider = await person();
    await signedIn(rider, captain);
    await rider.goto('/captain');
    const me = await signUpViaApi(request, 'Sohini Paul');
    await actAs(page, me);
    const dish = await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM);
    const place = () =>
      placeOrderViaApi(request, me, { slug: RESTAURANT.slug, dishes: [[dish, 1]], method: 'COD' });

    // A rider assigned inside the 2 minutes: the customer may still cancel, and is told a rider is on it.
    const first = await place();
    await riderTakes(page, first.id);
    await expect(rider.getByRole('region', { name: `Order #${first.unique_order_id}` })).toBeVisible();
    await page.goto(`/orderDetails/${first.id}`);
    await expect(statusLine(page)).toContainText('Delivery Agent Assigned');
    await expect(cancelButton(page)).toContainText(/[01]:\d\d$/);
    await expect(cancelRegion(page)).toContainText('though a rider is already assigned');
    await cancelButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText('your rider no longer comes for it');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(statusLine(page)).toHaveText('Cancelled');
    // The rider is told, and is free.
    await expect(
      rider.getByText(`Order #${first.unique_order_id} is no longer yours: it was cancelled`),
    ).toBeVisible();
    await expectAccessible(rider);

    // The next one: the window runs out on screen; the button gives way to the reason, which is
    // word for word what the API answers.
    const second = await place();
    await riderTakes(page, second.id);
    await page.goto(`/orderDetails/${second.id}`);
    const left = /(\d+):(\d\d)$/.exec((await cancelButton(page).textContent()) ?? '');
    expect(left).not.toBeNull();
    await advanceServerClock(request, Number(left![1]) * 60 + Number(left![2]) - 6);
    await page.reload();
    await expect(cancelButton(page)).toContainText(/0:0\d$/);
    await expect(cancelButton(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(cancelRegion(page)).toHaveText(WINDOW_REASON);
    const refused = await request.post('/api/cancel-order', {
      headers: { authorization: `Bearer ${me.auth_token}` },
      data: { order_id: second.id },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(await cancelRegion(page).textContent());
    await page.reload();
    await expect(cancelRegion(page)).toHaveText(WINDOW_REASON);
    await expectAccessible(page);
    await callAs(request, captain, `captain/orders/${second.id}/pick-up`);
    await deliver(page, second.id, me);

    // Picked up inside the 2 minutes: the food has left, and both say so.
    const third = await place();
    await riderTakes(page, third.id);
    await callAs(request, captain, `captain/orders/${third.id}/pick-up`);
    await page.goto(`/orderDetails/${third.id}`);
    await expect(statusLine(page)).toContainText('Food is on the way');
    await expect(cancelButton(page)).toHaveCount(0);
    await expect(cancelRegion(page)).toHaveText(ON_ITS_WAY_REASON);
    const late = await request.post('/api/cancel-order', {
      headers: { authorization: `Bearer ${me.auth_token}` },
      data: { order_id: third.id },
    });
    expect((await late.json()).message).toBe(ON_ITS_WAY_REASON);
    await deliver(page, third.id, me);
  });
});
