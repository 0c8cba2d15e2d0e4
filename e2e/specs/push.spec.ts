// Told when the tab is closed (issue 28, decision 051), the browser's half: after placing an order the
// tracking screen asks once "Tell me when my food moves?"; the service worker shows the server's push
// message (delivered through DevTools' ServiceWorker.deliverPushMessage: Chromium's own push service is
// not reachable offline) as a notification whose click opens the order. The server's half (VAPID,
// RFC 8291 encryption, the durable job) is proven against a stand-in push service in
// apps/api/test/modules/push/web-push.test.ts.
import { orderStepPushText } from '@khabar/domain/push/push-text';
import { expect, test } from '@playwright/test';
import { actAs, signUpViaApi } from '../support/accounts.ts';
import { cashDishAt, OVER_THE_MINIMUM, placeOrderViaApi } from '../support/people.ts';

// The config blocks workers for every other spec; this one is about the worker.
test.use({ serviceWorkers: 'allow' });

const RESTAURANT = { slug: 'aminia-darbar', name: 'Aminia Darbar' };

test('the tracking screen asks once, and a push message becomes a notification that opens the order', async ({
  page,
  context,
  request,
}, info) => {
  await context.grantPermissions(['notifications']);
  const me = await signUpViaApi(request, 'Rupa Dey');
  const order = await placeOrderViaApi(request, me, {
    slug: RESTAURANT.slug,
    dishes: [[await cashDishAt(request, RESTAURANT.slug, OVER_THE_MINIMUM), 1]],
    method: 'COD',
  });
  await actAs(page, me);
  await page.goto(`/liveTrack/${order.id}`);
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByText('Tell me when my food moves?')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`push-card-${info.project.name}.png`), fullPage: true });

  // "Not now" is remembered: the card does not come back.
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(`ORDER #${order.unique_order_id}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);

  // The worker (the pwa branch's sw.ts) is active; deliver the payload the server makes for status 4.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const mine = e.registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  const text = orderStepPushText({
    status: 4,
    language: 'en',
    orderNumber: order.unique_order_id,
    restaurantName: RESTAURANT.name,
  })!;
  const payload = { ...text, url: `/liveTrack/${order.id}`, tag: `order-${order.id}` };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(scope).origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.tag]),
      ),
    )
    .toEqual([['Food is on the way', text.body, `order-${order.id}`]]);
});
