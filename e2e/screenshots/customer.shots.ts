// Issue 23's screens as the customer sees them: the landing's popular places, coupons (a used one, a
// typed code), the cart asking for the house of a street-only place, live tracking's "last seen", the
// cancel card before and after its 2 minutes, and a cancelled order. The night list and a closed menu
// are in night.shots.ts; the restaurant's card with cooking instructions and the captain's offer and
// trip in consoles.shots.ts.
import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi, type User } from '../support/accounts.ts';
import { callAs, captainPhone, placeOrderViaApi, staffPhone } from '../support/people.ts';
import { advanceClock, atWidths, cashDish, customerWithFlat, offerTo, session } from './shots.ts';

const AMINIA = { id: 1, slug: 'aminia-darbar', dish: 'Kolkata Chicken Biryani' };
const CAMAC = { id: 3, slug: 'camac-street-grill' };
/** A captain no other screen uses, near Camac Street. */
const CAPTAIN = 9;

async function addDish(page: Page, slug: string, dish: string) {
  await page.goto(`/restaurantDetail/${slug}`);
  await page
    .getByRole('button', { name: `Add ${dish}` })
    .first()
    .click();
}

test('the landing’s popular places', async ({ browser }) => {
  await atWidths(browser, { located: false }, async (page, shot) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Popular locations' })).toBeVisible();
    await shot('landing-popular-places');
  });
});

test('coupons: one used, a first-order one, and a typed code', async ({ browser, page }) => {
  // A customer whose first order used WELCOME50: it is shown as used, not offered.
  const customer = await customerWithFlat(page.request, 'Tania Dutta');
  const menu = await (await page.request.post(`/api/get-restaurant-items/${AMINIA.slug}`)).json();
  const dish = Object.values(menu.items as Record<string, Array<{ id: number; name: string }>>)
    .flat()
    .find((d) => d.name === AMINIA.dish)!;
  const body = {
    order: [{ id: dish.id, quantity: 1 }],
    coupon: 'WELCOME50',
    driver_tip_amount: 0,
    delivery_type: 1,
    location: { lat: 22.5526, lng: 88.3525, address: 'Park Street', house: '4B', tag: 'HOME' },
    method: 'COD',
  };
  const quote = await callAs<{ data: { bill: { total: string } } }>(
    page.request,
    customer,
    'cart-quote',
    body,
  );
  await callAs(page.request, customer, 'place-order', { ...body, total: quote.data.bill.total });

  await atWidths(browser, { user: customer }, async (p, shot) => {
    await addDish(p, AMINIA.slug, AMINIA.dish);
    await p.goto('/coupons');
    await expect(p.getByRole('listitem').filter({ hasText: 'WELCOME50' })).toContainText('USED');
    await shot('coupons-used');
    const field = p.getByRole('textbox', { name: 'Have a coupon code?' });
    await field.fill('NOSUCH99');
    await p.getByRole('button', { name: 'APPLY CODE' }).click();
    await expect(p.getByRole('alert').filter({ hasText: 'This coupon is not valid.' })).toBeVisible();
    await shot('coupons-typed-code-refused', { fullPage: false });
  });
});

test('the cart asks the house / flat of a street-only place', async ({ browser, page }) => {
  // A new customer with no address, at "Park Street" chosen as a place: a street, not an address.
  const customer = await signUpViaApi(page.request, 'Arnab Ghosh');
  await atWidths(browser, { user: customer }, async (p, shot) => {
    await addDish(p, AMINIA.slug, AMINIA.dish);
    await p.goto('/cart');
    const form = p.getByRole('form', { name: 'Complete the address' });
    await expect(form).toBeVisible();
    await p.getByRole('textbox', { name: 'Cooking instructions' }).fill('Less spicy, please.');
    await shot('cart-house-form');
  });
});

test.describe('an order on the road', () => {
  let captain: User;
  let staff: User;
  test.beforeEach(async ({ request }) => {
    captain = await session(request, captainPhone(CAPTAIN));
    staff = await session(request, staffPhone(CAMAC.id));
    await callAs(request, captain, 'captain/duty', { on_duty: true });
    await callAs(request, captain, 'captain/position', {
      latitude: 22.56,
      longitude: 88.353,
      accuracy_m: 10,
    });
  });
  test.afterEach(async ({ request }) => {
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
  });

  test('live tracking says "last seen"; the cancel card before and after its 2 minutes', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await customerWithFlat(page.request, 'Mita Roy');
    const dish = await cashDish(page.request, CAMAC.slug);
    // A fresh order: the cancel button counts down, a rider not yet assigned.
    const fresh = await placeOrderViaApi(request, customer, {
      slug: CAMAC.slug,
      dishes: [[dish, 1]],
      method: 'COD',
    });
    await atWidths(browser, { user: customer }, async (p, shot) => {
      await p.goto(`/orderDetails/${fresh.id}`);
      await expect(p.getByRole('button', { name: /^Cancel order/ })).toBeVisible();
      await shot('order-cancel-window');
    });
    await callAs(request, customer, 'cancel-order', { order_id: fresh.id });

    // A rider takes the next one, reports a position, then nothing for two and a half minutes.
    const order = await placeOrderViaApi(request, customer, {
      slug: CAMAC.slug,
      dishes: [[dish, 1]],
      method: 'COD',
    });
    const offerId = await offerTo(page.request, { staff, captain, orderId: order.id });
    await callAs(page.request, captain, `captain/offers/${offerId}/accept`);
    await callAs(request, captain, 'captain/position', {
      latitude: 22.549,
      longitude: 88.3548,
      accuracy_m: 10,
    });
    await advanceClock(request, 150);
    await callAs(request, captain, `captain/orders/${order.id}/arrive`);
    try {
      await atWidths(browser, { user: customer }, async (p, shot) => {
        await p.goto(`/liveTrack/${order.id}`);
        await expect(p.getByText(/last seen \d+ min ago/).first()).toBeVisible();
        await shot('live-track-last-seen');
        await p.goto(`/orderDetails/${order.id}`);
        await expect(p.getByRole('region', { name: 'Cancel the order' })).toContainText(
          'cannot be cancelled after 2 minutes',
        );
        await shot('order-cancel-reason');
      });
    } finally {
      await callAs(request, staff, `partner/orders/${order.id}/ready`).catch(() => undefined);
      await callAs(request, captain, `captain/orders/${order.id}/pick-up`).catch(() => undefined);
      const t = await callAs<{ data: { delivery_pin: string } }>(request, customer, 'get-order-tracking', {
        order_id: order.id,
      });
      await callAs(request, captain, `captain/orders/${order.id}/deliver`, { pin: t.data.delivery_pin });
    }
  });
});

test('a cancelled order’s details', async ({ browser, page, request }) => {
  const customer = await customerWithFlat(page.request, 'Rupa Basu');
  const order = await placeOrderViaApi(request, customer, {
    slug: AMINIA.slug,
    dishes: [[AMINIA.dish, 1]],
    method: 'COD',
  });
  await callAs(request, customer, 'cancel-order', { order_id: order.id });
  await atWidths(browser, { user: customer }, async (p, shot) => {
    await p.goto(`/orderDetails/${order.id}`);
    await expect(p.getByText('Nothing to pay: this order was cancelled.')).toBeVisible();
    await shot('order-cancelled');
  });
});
