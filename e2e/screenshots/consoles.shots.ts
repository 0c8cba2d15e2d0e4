// The restaurant console and the captain app in the run's language (SHOTS_LANG; issues 23 and 28): the
// kitchen's board with a new order's cooking instructions, its accept and reject forms, today's
// history, the menu, the ratings, the menu editor and its dish dialog; the captain off duty, waiting,
// offered an order, and on a trip at each of its legs. Like screens.shots.ts, each walk finds its way by
// the page's structure and by names (a restaurant's, a dish's, an order's number), never by its words.
import { expect, type Page, test } from '@playwright/test';
import type { User } from '../support/accounts.ts';
import { callAs, captainPhone, placeOrderViaApi, staffPhone } from '../support/people.ts';
import { atWidths, cashDish, customerWithFlat, offerTo, session, visit } from './shots.ts';

const AMINIA = { id: 1, slug: 'aminia-darbar', dish: 'Kolkata Chicken Biryani' };
const CAMAC = { id: 3, slug: 'camac-street-grill' };
/** A captain near Camac Street that only the captain's walks (here and customer.shots.ts) use. */
const CAPTAIN = 9;
const COMMENT = 'Less spicy, no onion. Pack the raita separately, and ring the bell twice.';

/** An order's card on the kitchen's board, by its number. */
const card = (page: Page, order: { unique_order_id: string }) =>
  page.locator('article').filter({ hasText: order.unique_order_id });

test('the restaurant console: the board, accept and reject, history, menu, ratings, the menu editor', async ({
  browser,
  request,
}) => {
  const staff = await session(request, staffPhone(AMINIA.id));
  const customer = await customerWithFlat(request, 'Payel Sarkar');
  const order = (comment?: string) =>
    placeOrderViaApi(request, customer, {
      slug: AMINIA.slug,
      dishes: [[AMINIA.dish, 1]],
      method: 'COD',
      ...(comment ? { comment } : {}),
    });
  // One cooking and one ready, beside each width's new order (a new one is cancelled unanswered after
  // 2 minutes).
  const cooking = await order();
  await callAs(request, staff, `partner/orders/${cooking.id}/accept`, { preparation_min: 20 });
  const ready = await order();
  await callAs(request, staff, `partner/orders/${ready.id}/accept`, { preparation_min: 15 });
  await callAs(request, staff, `partner/orders/${ready.id}/ready`);
  const console = `/partner/${AMINIA.id}`;
  try {
    await atWidths(browser, { user: staff, located: false }, async (page, shot) => {
      const fresh = await order(COMMENT);
      try {
        await visit(page, shot, [['partner-orders', console, (p) => card(p, fresh)]]);
        // Its buttons: Reject, then Accept.
        const buttons = card(page, fresh).getByRole('button');
        await buttons.last().click();
        await expect(card(page, fresh).locator('form')).toBeVisible();
        await card(page, fresh).scrollIntoViewIfNeeded();
        await shot('partner-accept-form', { fullPage: false });
        await page.reload();
        await card(page, fresh).getByRole('button').first().click();
        await expect(card(page, fresh).locator('form')).toBeVisible();
        await card(page, fresh).scrollIntoViewIfNeeded();
        await shot('partner-reject-form', { fullPage: false });
      } finally {
        await callAs(request, staff, `partner/orders/${fresh.id}/reject`, { reason: 'Screenshots over' });
      }
      await visit(page, shot, [
        ['partner-history', `${console}?tab=history`, 'main h3'],
        ['partner-menu', `${console}?tab=menu`, 'main section h2'],
        ['partner-ratings', `${console}?tab=ratings`, 'main li'],
        ['partner-menu-editor', `/partner/menu/${AMINIA.id}`, 'main button[id$="-edit"]'],
      ]);
      await page
        .locator('main li')
        .filter({ has: page.locator('strong', { hasText: AMINIA.dish }) })
        .locator('button[id$="-edit"]')
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shot('partner-menu-dish-dialog', { fullPage: false });
    });
  } finally {
    for (const o of [cooking, ready]) {
      await callAs(request, staff, `partner/orders/${o.id}/reject`, { reason: 'Screenshots over' });
    }
  }
});

test('the captain: off duty, waiting, an offer, and a trip at each leg', async ({ browser, request }) => {
  const captain: User = await session(request, captainPhone(CAPTAIN));
  const staff = await session(request, staffPhone(CAMAC.id));
  const customer = await customerWithFlat(request, 'Soma Pal');
  const dish = await cashDish(request, CAMAC.slug);
  const trip = 'main section[aria-labelledby="trip-title"]';
  try {
    // Sharing the position as a captain's phone does (the app asks on a trip).
    await atWidths(browser, { user: captain, located: false, grant: ['geolocation'] }, async (p, shot) => {
      await callAs(request, captain, 'captain/duty', { on_duty: false });
      await visit(p, shot, [['captain-off-duty', '/captain', 'main .empty h2']]);
      await callAs(request, captain, 'captain/duty', { on_duty: true });
      await callAs(request, captain, 'captain/position', {
        latitude: 22.56,
        longitude: 88.353,
        accuracy_m: 10,
      });
      await visit(p, shot, [['captain-waiting', '/captain', 'main .empty h2']]);
      // An offer lasts 30 s: a new order for each width.
      const order = await placeOrderViaApi(request, customer, {
        slug: CAMAC.slug,
        dishes: [[dish, 1]],
        method: 'COD',
      });
      try {
        const offerId = await offerTo(request, { staff, captain, orderId: order.id });
        await visit(p, shot, [['captain-offer', '/captain', 'main section:has([role="timer"])']]);
        await callAs(request, captain, `captain/offers/${offerId}/accept`);
        await visit(p, shot, [['captain-trip', '/captain', trip]]);
        await callAs(request, captain, `captain/orders/${order.id}/arrive`);
        await visit(p, shot, [['captain-trip-arrived', '/captain', `${trip} li[aria-current] button`]]);
        await callAs(request, staff, `partner/orders/${order.id}/ready`);
        await callAs(request, captain, `captain/orders/${order.id}/pick-up`);
        await visit(p, shot, [['captain-trip-delivering', '/captain', `${trip} input`]]);
      } finally {
        await finishTrip(order.id);
      }
    });
  } finally {
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
  }

  /** Whatever leg the order stopped at, it ends: delivered with its PIN, or rejected before a captain took it. */
  async function finishTrip(orderId: number) {
    const rejected = await callAs(request, staff, `partner/orders/${orderId}/reject`, {
      reason: 'Screenshots over',
    }).then(
      () => true,
      () => false,
    );
    if (rejected) return;
    await callAs(request, staff, `partner/orders/${orderId}/ready`).catch(() => undefined);
    await callAs(request, captain, `captain/orders/${orderId}/arrive`).catch(() => undefined);
    await callAs(request, captain, `captain/orders/${orderId}/pick-up`).catch(() => undefined);
    const t = await callAs<{ data: { delivery_pin: string } }>(request, customer, 'get-order-tracking', {
      order_id: orderId,
    });
    await callAs(request, captain, `captain/orders/${orderId}/deliver`, { pin: t.data.delivery_pin });
  }
});
