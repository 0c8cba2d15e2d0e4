// Issue 28's "Done means", told when the tab is closed: a customer switches to বাংলা on the landing page,
// logs in with the code, orders cash through the screens, says yes to being told on the tracking screen,
// and closes the tab. The restaurant and a captain move the order; the server's push-send job encrypts
// and signs "Food is on the way" in the account's language and POSTs it to the browser's push service,
// here the stand-in that checks the VAPID signature and decrypts with the page's own keys
// (support/push-service.ts). Nothing of the message is made by the test: the decrypted bytes are
// what DevTools delivers to the worker (ServiceWorker.deliverPushMessage), which shows the notification
// on the desktop, where a tap (support/desktop-notifications.ts) makes the worker open the order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { asOwnNetwork, codeFor, reviewerPhone, type User } from '../support/accounts.ts';
import { startDesktopNotifications } from '../support/desktop-notifications.ts';
import { chooseLanguage, expect, test } from '../support/fixtures.ts';
import { atParkStreet, giveHouseIfAskedInAnyLanguage } from '../support/guest.ts';
import { ADMIN_PHONE, callAs, captainPhone, sessionOf, staffPhone } from '../support/people.ts';
import { standInPushService } from '../support/push-service.ts';

const RESTAURANT = { id: 1, slug: 'aminia-darbar' };
/** After the meal's captain: that spec leaves them off duty with nothing to carry. */
const CAPTAIN = { index: 5 };

const BN = {
  find: 'খাবার খুঁজুন',
  login: 'এগোতে লগ ইন / সাইন আপ করুন',
  mobile: 'মোবাইল নম্বর',
  notifications: 'নোটিফিকেশন',
  question: 'খাবার এগোলে জানাব?',
  allow: 'অনুমতি দিন',
  told: 'প্রতিটি ধাপে জানাব, এই ট্যাব বন্ধ থাকলেও।',
  onTheWay: 'খাবার পথে আছে',
  onTheWayBody: (orderNumber: string) => `আপনার রাইডার আপনার অর্ডার ${orderNumber} নিয়ে রওনা দিয়েছেন।`,
  /** The tracking screen's sentence once the rider has the food ("{rider} is bringing your food"). */
  bringing: /^\S+ আপনার খাবার নিয়ে আসছেন$/,
  progress: 'অর্ডারের অগ্রগতি',
  onTheWayStep: /^পথে/,
};

interface Shown {
  title: string;
  body: string;
  tag: string;
  url: unknown;
}

/** Landing (switched to Bengali) -> list -> menu -> a dish -> cart -> log in with the code -> cash. */
async function orderInBengali(page: Page, phone: string): Promise<number> {
  await atParkStreet(page);
  await page.goto('/?change=1');
  await chooseLanguage(page, 'bn');
  await page.getByRole('button', { name: BN.find }).click();
  await page.locator(`a[href="/restaurantDetail/${RESTAURANT.slug}"]`).first().click();
  await page.locator('button[data-add]').first().click();
  await page.locator('#menu-cart-bar').click();
  await expect(page).toHaveURL(/\/cart$/);
  await giveHouseIfAskedInAnyLanguage(page);
  await page.getByRole('button', { name: BN.login }).click();
  await page.getByRole('textbox', { name: BN.mobile }).fill(phone);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await codeFor(page.request, phone));
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.locator('input[name="pay-method"][value="COD"]').check();
  await page.locator('button[aria-describedby="pay-problem"]').click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
  await page.locator('a[href^="/liveTrack/"]').first().click();
  await expect(page).toHaveURL(/\/liveTrack\/\d+$/);
  return Number(/\/liveTrack\/(\d+)$/.exec(page.url())![1]);
}

test('in Bengali with the tab closed: "Food is on the way" comes through the push service and opens the order', async ({
  playwright,
  request,
}, info) => {
  // Its own browser to start, and a journey through six screens, on a shared two-core machine.
  test.setTimeout(180_000);
  // A browser of its own, on a desktop whose notifications the test can tap, with the project's device.
  // Its own profile: Chromium finds the site of a tapped notification only in a profile it knows, not
  // in the throw-away contexts Playwright makes in the shared browser.
  const desktop = await startDesktopNotifications();
  const profile = mkdtempSync(join(tmpdir(), 'khabar-push-'));
  const use = info.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...use.launchOptions,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
    geolocation: use.geolocation,
    permissions: ['notifications'],
    serviceWorkers: 'allow',
  });
  await asOwnNetwork(context);
  const pushService = await standInPushService(context);
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const captain = await sessionOf(request, captainPhone(CAPTAIN.index));
  const admin = await sessionOf(request, ADMIN_PHONE);
  let orderId = 0;
  let customer: User | null = null;
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    orderId = await orderInBengali(page, reviewerPhone(info.retry ? 17 : 16, 0));
    customer = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as User);

    // Asked once, after the order, in Bengali; yes subscribes this browser with its push service.
    const card = page.getByRole('region', { name: BN.notifications });
    await expect(card.getByText(BN.question)).toBeVisible();
    await card.getByRole('button', { name: BN.allow }).click();
    await expect(card.getByRole('status')).toHaveText(BN.told);
    const orderNumber = (
      await callAs<{ data: { unique_order_id: string } }>(request, customer!, 'get-order-tracking', {
        order_id: orderId,
      })
    ).data.unique_order_id;

    // The app's tab is closed; the browser stays open on a blank tab, which DevTools speaks through.
    const blank = await context.newPage();
    await page.close();
    expect(context.pages()).toEqual([blank]);

    // The restaurant accepts, an operator gives the order to the captain, who picks it up.
    await callAs(request, captain, 'captain/duty', { on_duty: true });
    await callAs(request, staff, `partner/orders/${orderId}/accept`, { preparation_min: 10 });
    const me = await callAs<{ data: { captain: { id: number } } }>(request, captain, 'captain/me');
    await callAs(request, admin, `admin/orders/${orderId}/reassign-captain`, {
      reason: 'The rider at the counter takes it',
      captain_id: me.data.captain.id,
      current_captain_id: null,
    });
    await callAs(request, captain, `captain/orders/${orderId}/arrive`);
    await callAs(request, staff, `partner/orders/${orderId}/ready`);
    await callAs(request, captain, `captain/orders/${orderId}/pick-up`);

    // What reached the push service: signed with the server's VAPID key, decrypted with the page's keys.
    const titles = () => pushService.received.map((m) => (m.json as Shown).title);
    await expect.poll(titles, { timeout: 20_000 }).toContain(BN.onTheWay);
    const message = pushService.received.find((m) => (m.json as Shown).title === BN.onTheWay)!;
    expect(message.json).toEqual({
      title: BN.onTheWay,
      body: BN.onTheWayBody(orderNumber),
      url: `/liveTrack/${orderId}`,
      tag: `order-${orderId}`,
    });
    expect(pushService.requests.filter((r) => r.status !== 201)).toEqual([]);

    // The push service hands the message to the browser: DevTools delivers the decrypted bytes.
    const cdp = await context.newCDPSession(blank);
    const scope = `${new URL(use.baseURL!).origin}/`;
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const mine = e.registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(scope).origin,
      registrationId: await registrationId,
      data: message.plaintext,
    });

    // The worker shows it, in Bengali, under the order's tag; the desktop shows it.
    const shown = async () => {
      try {
        return (
          (await context
            .serviceWorkers()
            .at(-1)
            ?.evaluate(async () =>
              (
                await (
                  self as unknown as { registration: ServiceWorkerRegistration }
                ).registration.getNotifications()
              ).map((n) => ({
                title: n.title,
                body: n.body,
                tag: n.tag,
                url: (n.data as { url?: unknown } | null)?.url,
              })),
            )) ?? []
        );
      } catch {
        return []; // the worker was stopped meanwhile: the next look finds it started again
      }
    };
    await expect.poll(shown).toEqual([
      {
        title: BN.onTheWay,
        body: BN.onTheWayBody(orderNumber),
        tag: `order-${orderId}`,
        url: `/liveTrack/${orderId}`,
      },
    ]);
    await expect.poll(() => desktop.shown.map((n) => n.summary)).toEqual([BN.onTheWay]);
    const onDesktop = desktop.shown[0]!;
    expect(onDesktop.body.endsWith(BN.onTheWayBody(orderNumber))).toBe(true);

    // A tap on it: the worker's click handler opens the order in a new window, in Bengali.
    const opened = context.waitForEvent('page');
    desktop.click(onDesktop.id);
    const tracking = await opened;
    await expect(tracking).toHaveURL(new RegExp(`/liveTrack/${orderId}$`));
    await expect(tracking.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(tracking.locator('#track-order-title')).toContainText(orderNumber);
    // On its way: the rider brings the food, the step "পথে" (on the way) is the current one.
    await expect(tracking.getByRole('status').filter({ hasText: BN.bringing })).toBeVisible();
    await expect(
      tracking
        .getByRole('list', { name: BN.progress })
        .getByRole('listitem')
        .filter({ hasText: BN.onTheWayStep }),
    ).toHaveAttribute('aria-current', 'step');
    // Asked once: the question does not come back.
    await expect(tracking.getByRole('region', { name: BN.notifications })).toHaveCount(0);
    await tracking.screenshot({ path: info.outputPath('opened-from-the-notification.png') });
    // The tapped notification is gone from the desktop.
    await expect.poll(() => desktop.shown).toEqual([]);
  } finally {
    await context.close();
    await pushService.close();
    await desktop.close();
    rmSync(profile, { recursive: true, force: true });
    if (orderId && customer) {
      // The captain delivers, so they are free for the next test.
      const tracking = await callAs<{ data: { delivery_pin: string | null } }>(
        request,
        customer,
        'get-order-tracking',
        {
          order_id: orderId,
        },
      ).catch(() => null);
      if (tracking?.data.delivery_pin) {
        await callAs(request, captain, `captain/orders/${orderId}/deliver`, {
          pin: tracking.data.delivery_pin,
        }).catch(() => undefined);
      }
    }
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
  }
});
