// Issue 14 in a real browser: a customer watches /liveTrack while the restaurant and a captain (in their
// own browser, sharing the phone's position) move the order. Every step shows without a reload, the
// captain's positions move the marker, and a connection that drops and comes back misses nothing.
import type { Page } from '@playwright/test';
import { actAs, logInViaApi, reviewerPhone, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import {
  callAs,
  captainPhone,
  cashDishAt,
  OVER_THE_MINIMUM,
  offDuty,
  onDutyInTheApp,
  placeOrderViaApi,
  sessionOf,
  staffPhone,
} from '../support/people.ts';

const RESTAURANT = { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar' };
/** A captain of its own per layout and retry, apart from the lifecycle tests' captains. */
const CAPTAINS = [
  { index: 6, name: 'Imtiaz Ali' },
  { index: 11, name: 'Sahil Khan' },
  { index: 4, name: 'Partha Saha' },
  { index: 10, name: 'Amit Halder' },
];
/** Along Chowringhee from the restaurant towards Park Street: each fix well over 25 m from the last. */
const RIDE = [
  { latitude: 22.5589, longitude: 88.3521 },
  { latitude: 22.5571, longitude: 88.3523 },
  { latitude: 22.5552, longitude: 88.3524 },
];

/** The one-sentence status of the tracking screen (its polite live region). */
const headline = (page: Page) => page.getByRole('status').filter({ hasText: /food|order|Enjoy|Waiting/ });
const trackingMap = (page: Page) => page.getByRole('region', { name: /^Map of the restaurant/ });
const riderMarker = (page: Page) => trackingMap(page).getByRole('img', { name: 'Rider' });

test('the customer follows a delivery live: each step without a reload, the rider moving, a dropped connection resumed', async ({
  page,
  person,
  request,
}, info) => {
  test.slow();
  const CAPTAIN = CAPTAINS[(info.project.name === 'phone' ? 0 : 1) + 2 * (info.retry % 2)]!;
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const captain = await sessionOf(request, captainPhone(CAPTAIN.index));
  const rider = await person({ permissions: ['geolocation'], geolocation: RIDE[0] });
  try {
    // The captain waits on duty, near the restaurant.
    await onDutyInTheApp(rider, captain);
    await callAs(request, captain, 'captain/position', { ...RIDE[0], accuracy_m: 10 });

    // The customer orders cash on delivery and opens TRACK from My Orders.
    const me = await signUpViaApi(request, 'Mitali Sen');
    const order = await placeOrderViaApi(request, me, {
      slug: RESTAURANT.slug,
      dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
      method: 'COD',
    });
    await actAs(page, me);
    await page.goto('/myOrders');
    await page.getByRole('link', { name: 'TRACK' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/liveTrack/${order.id}$`));
    await expect(headline(page)).toHaveText(`Waiting for ${RESTAURANT.name} to accept your order`);
    await expect(page.getByText('Live: changes show here as they happen.')).toBeVisible();
    // Proof that nothing below reloads the page: this survives only in the same document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const resumedAfter: Array<string | undefined> = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/orders/${order.id}/events`)) resumedAfter.push(r.headers()['last-event-id']);
    });

    // The restaurant accepts: pushed, not polled (the screen polls only when streams fail).
    await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 20 });
    await expect(headline(page)).toHaveText(`${RESTAURANT.name} is preparing your food`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Preparing your food' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    // The captain takes the offer in their app; the customer sees the rider and the PIN.
    const offer = rider.getByRole('region', { name: 'New delivery offer' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await offer.getByRole('button', { name: 'Accept' }).click();
    const firstName = CAPTAIN.name.split(' ')[0];
    await expect(headline(page)).toHaveText(`${firstName} is picking up your food at ${RESTAURANT.name}`);
    await expect(page.getByRole('heading', { name: CAPTAIN.name })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${firstName}` })).toHaveAttribute(
      'href',
      /^tel:6\d{9}$/,
    );
    const pinCard = page.getByRole('region', { name: 'Delivery PIN' });
    const pin = ((await pinCard.locator('strong').textContent()) ?? '').trim();
    expect(pin).toMatch(/^\d{4}$/);

    // The captain's phone moves: the marker follows, and the words say where the rider is.
    await expect(riderMarker(page)).toBeVisible();
    const before = await riderMarker(page).boundingBox();
    await rider.context().setGeolocation(RIDE[1]!);
    await expect(trackingMap(page)).toHaveAttribute('data-rider', '22.55710,88.35230');
    await expect.poll(async () => (await riderMarker(page).boundingBox())?.y).toBeGreaterThan(before!.y + 5);
    await expect(page.getByText(new RegExp(`is about [\\d.]+ k?m from ${RESTAURANT.name}`))).toBeVisible();

    // The customer's connection drops while the order moves on.
    await page.context().setOffline(true);
    await expect(page.getByText(/^You are offline/)).toBeVisible();
    await expect(page.getByText('Not live: this is the last update we have.')).toBeVisible();
    const trip = rider.getByRole('region', { name: /^Order #/ });
    await trip.getByRole('button', { name: 'Arrived at restaurant' }).click();
    await callAs(request, staff, `partner/orders/${order.id}/ready`);
    await trip.getByRole('button', { name: 'Picked up' }).click();
    await expect(trip.getByText('Food is on the way')).toBeVisible();
    await rider.context().setGeolocation(RIDE[2]!);
    // Back online: the stream resumes after the last event it had, and the screen catches up.
    const seenBefore = resumedAfter.length;
    await page.context().setOffline(false);
    await expect(headline(page)).toContainText('is on the way with your food');
    await expect(page.getByText('Live: changes show here as they happen.')).toBeVisible();
    expect(resumedAfter.length).toBeGreaterThan(seenBefore);
    expect(Number(resumedAfter.at(-1))).toBeGreaterThan(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'On the way' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    for (const done of ['Order placed', 'Preparing your food', 'Rider assigned']) {
      await expect(page.getByRole('listitem').filter({ hasText: done })).toContainText('(done)');
    }
    await expect(trackingMap(page)).toHaveAttribute('data-rider', '22.55520,88.35240');
    await expect(page.getByText(/is about [\d.]+ k?m from your door/)).toBeVisible();
    await expect(page.getByText(/^(\d\d:\d\d|a few minutes)$/)).toBeVisible();
    await expectAccessible(page);

    // At the door: the captain types the customer's PIN; the screen says delivered, FINISHED.
    await trip.getByRole('textbox', { name: "Customer's delivery PIN" }).fill(pin);
    await trip.getByRole('button', { name: 'Deliver' }).click();
    await expect(headline(page)).toHaveText('Delivered. Enjoy your meal!');
    await expect(page.getByText('FINISHED')).toBeVisible();
    await expect(page.getByText(`Delivery PIN used: ${pin}`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  } finally {
    await offDuty(request, captain);
  }
});

test('a self-pickup order shows no map and no rider, only its PIN for the counter; another customer’s order is not found', async ({
  page,
  request,
}, info) => {
  // A seeded reviewer pays from the wallet: cash on delivery is not for pickup.
  const me = await logInViaApi(request, reviewerPhone(info.project.name === 'phone' ? 21 : 22, info.retry));
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const order = await placeOrderViaApi(request, me, {
    slug: RESTAURANT.slug,
    dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
    method: 'WALLET',
    deliveryType: 2,
  });
  await actAs(page, me);
  await page.goto(`/liveTrack/${order.id}`);
  await expect(headline(page)).toHaveText(`Waiting for ${RESTAURANT.name} to accept your order`);
  await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 15 });
  await expect(page.getByText('Ready for pickup in')).toBeVisible();
  await callAs(request, staff, `partner/orders/${order.id}/ready`);
  await expect(headline(page)).toHaveText(`Your food is ready for pickup at ${RESTAURANT.name}`);
  await expect(page.getByRole('region', { name: 'Delivery PIN' })).toContainText(
    /Show this PIN at the counter: \d{4}/,
  );
  await expect(trackingMap(page)).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rider' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Picked up' })).toContainText('(to come)');
  await expectAccessible(page);

  const other = await signUpViaApi(request, 'Rohan Das');
  const theirs = await placeOrderViaApi(request, other, {
    slug: RESTAURANT.slug,
    dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
    method: 'COD',
  });
  await page.goto(`/liveTrack/${theirs.id}`);
  await expect(page.getByRole('alert')).toHaveText(/We could not find this order\./);
  await expect(page.getByRole('link', { name: 'See my orders' })).toBeVisible();
});
