import { createHmac } from 'node:crypto';
import { schema } from '@khabar/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

export const PARK_STREET = {
  lat: 22.5526,
  lng: 88.3525,
  address: 'Park Street, Kolkata',
  house: '4B',
  landmark: 'Near the metro',
  tag: 'HOME' as const,
};

/** A cart of one dish, `quantities` one line each, delivered to Park Street; `extra` overrides. */
export const cartBody = (dishId: number, quantities: number[], extra: object = {}) => ({
  order: quantities.map((quantity) => ({ id: dishId, quantity })),
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
  ...extra,
});

/**
 * A restaurant's active dishes that can be ordered without a choice, cheapest first: a dish with a group
 * to choose from (issue 27: Half / Full) is refused as a bare line, so a generic cart never picks one.
 */
export async function dishesOf(t: TestApp, slug: string) {
  const [r] = await t.handle.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, slug));
  if (!r) throw new Error(`no restaurant ${slug}`);
  const rows = await t.handle.db
    .select({ id: schema.items.id, pricePaise: schema.items.pricePaise, name: schema.items.name })
    .from(schema.items)
    .where(
      and(
        eq(schema.items.restaurantId, r.id),
        eq(schema.items.isActive, true),
        sql`not exists (select 1 from ${schema.itemChoiceGroups} g where g.item_id = ${schema.items.id} and g.archived_at is null and g.min_select > 0)`,
      ),
    )
    .orderBy(asc(schema.items.pricePaise), asc(schema.items.id));
  return { restaurantId: r.id, dishes: rows };
}

/** Credits a wallet through the ledger, as a refund or a top-up would. */
export async function creditWallet(t: TestApp, userId: number, paise: number) {
  await t.handle.db.transaction(async (tx) => {
    const [u] = await tx
      .update(schema.users)
      .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} + ${paise}` })
      .where(eq(schema.users.id, userId))
      .returning({ balance: schema.users.walletBalancePaise });
    await tx.insert(schema.walletTransactions).values({
      userId,
      amountPaise: paise,
      balanceAfterPaise: u!.balance,
      type: 'deposit',
      description: 'Test credit',
    });
  });
}

export async function walletOf(t: TestApp, userId: number) {
  const [u] = await t.handle.db
    .select({ balance: schema.users.walletBalancePaise })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const [ledger] = await t.handle.db
    .select({ sum: sql<string>`coalesce(sum(${schema.walletTransactions.amountPaise}), 0)` })
    .from(schema.walletTransactions)
    .where(eq(schema.walletTransactions.userId, userId));
  return { balance: u!.balance, ledgerSum: Number(ledger!.sum) };
}

/** The sandbox gateway's secrets, as the development configuration derives them. */
const sandboxSecret = (name: string) =>
  createHmac('sha256', 'khabar-development-otp-secret').update(name).digest('hex');

/** The signature the sandbox's key secret gives `text` (verify-payment's razorpay_signature). */
export const signWithSandboxKey = (text: string) =>
  createHmac('sha256', sandboxSecret('sandbox-key-secret')).update(text).digest('hex');

/** A payment webhook as the gateway sends it: signed with the sandbox's webhook secret. */
export function sendPaymentWebhook(t: TestApp, event: string, entity: object, eventId: string) {
  const payload = JSON.stringify({ event, payload: { payment: { entity } } });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', sandboxSecret('sandbox-webhook-secret'))
        .update(payload)
        .digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload,
  });
}
