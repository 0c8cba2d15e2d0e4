// Webhooks out (issue 30, decision 054), at the desk: an admin adds an endpoint for Aminia Darbar's
// orders pointing at a receiver this spec runs, sees its signing secret once (and copies it), an order
// there is placed and accepted, and the receiver gets both steps signed with that secret (it refuses
// anything else), while the endpoint's card shows the deliveries, their answer and their tries.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logInViaApi, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { callAs, placeOrderViaApi, sessionOf, staffPhone } from '../support/people.ts';

const AMINIA = { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar' };

/** A POS's receiver: checks Khabar-Signature against the secret it was given, keeps what passes. */
function startReceiver() {
  const state = {
    secret: '',
    got: [] as Array<{ eventId: string; body: { data: Record<string, unknown> } }>,
    refused: 0,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['khabar-signature'] ?? '');
      const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
      const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
      const expected =
        t && state.secret ? createHmac('sha256', state.secret).update(`${t}.${raw}`).digest() : null;
      if (!expected || !v1 || !timingSafeEqual(Buffer.from(v1, 'hex'), expected)) {
        state.refused++;
        res.writeHead(400).end();
        return;
      }
      state.got.push({ eventId: String(req.headers['khabar-event-id']), body: JSON.parse(raw) });
      res.writeHead(204).end();
    });
  });
  return new Promise<{ state: typeof state; url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const path = `/khabar-${Date.now().toString(36)}`;
      resolve({ state, url: `http://127.0.0.1:${port}${path}`, close: () => server.close() });
    }),
  );
}

test('an admin adds a webhook, sees its secret once, and an order step reaches the receiver signed', async ({
  page,
  request,
  context,
  login,
}, info) => {
  const receiver = await startReceiver();
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login.admin();
    await page.goto('/admin/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByLabel('Receiver URL').fill(receiver.url);
    await page.getByLabel('Orders of').selectOption({ label: AMINIA.name });
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once, with a copy button.
    const secretBox = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Store this secret now' }) });
    await expect(secretBox).toBeVisible();
    const secret = await secretBox.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await secretBox.getByRole('button', { name: 'Copy secret' }).click();
    await expect(secretBox.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    receiver.state.secret = secret;
    await page.screenshot({ path: info.outputPath('webhooks-secret-1366.png'), fullPage: true });
    await secretBox.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByLabel('Signing secret')).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toContain('whsec_');

    // Never again: not after a reload either.
    await page.reload();
    const card = page.getByRole('region', { name: receiver.url });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${AMINIA.name} · order.status_changed`)).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain('whsec_');
    await expect(page.getByLabel('Signing secret')).toHaveCount(0);
    await expect(card.getByText('Nothing sent yet.')).toBeVisible();

    // An order at Aminia: placed, then accepted by its kitchen.
    const customer = await logInViaApi(request, reviewerPhone(31, info.retry));
    const staff = await sessionOf(request, staffPhone(AMINIA.id));
    const order = await placeOrderViaApi(request, customer, {
      slug: AMINIA.slug,
      dishes: [['Kolkata Chicken Biryani', 1]],
      method: 'WALLET',
      deliveryType: 2,
    });
    await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 10 });

    await expect
      .poll(
        () =>
          // Each delivery is its own job: they may arrive in either order (decision 054).
          receiver.state.got
            .filter((g) => g.body.data.order_id === order.id)
            .map((g) => String(g.body.data.status))
            .sort(),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['placed', 'preparing']);
    expect(receiver.state.refused).toBe(0);
    const first = receiver.state.got.find((g) => g.body.data.order_id === order.id)!;
    expect(first.body.data).toMatchObject({
      unique_order_id: order.unique_order_id,
      restaurant_id: AMINIA.id,
    });
    expect(JSON.stringify(receiver.state.got)).not.toContain(customer.phone);

    // The card follows the deliveries (it refreshes while open): the order, delivered, 204, one try.
    const deliveries = card.getByRole('table', { name: `Last deliveries to ${receiver.url}` });
    const rows = deliveries
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Order #${order.id} `) }) });
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    await expect(rows.getByRole('rowheader')).toHaveText([
      `Order #${order.id} preparing`,
      `Order #${order.id} placed`,
    ]);
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').nth(0)).toHaveText('Delivered');
      await expect(row.getByRole('cell').nth(1)).toHaveText('204');
      await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    }
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('webhooks-1366.png'), fullPage: true });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(card).toBeVisible();
      await page.screenshot({ path: info.outputPath(`webhooks-${width}.png`), fullPage: true });
    }

    // Switched off, so later runs on this server do not send to a receiver that is gone.
    await page.setViewportSize({ width: 1366, height: 768 });
    await card.getByRole('button', { name: 'Switch off' }).click();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
  } finally {
    receiver.close();
  }
});
