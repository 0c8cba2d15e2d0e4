import { type Db, schema } from '@khabar/db';
import {
  maskAddress,
  pageWindow,
  paiseToRupees,
  SUPPORT_PAGE_SIZE,
  type SupportCustomer,
  splitPage,
} from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import type { SettingsStore } from '../settings/index.ts';
import { customerSummaryOf, readCustomer } from './customer-json.ts';
import { allowanceJson, creditedToday, readCredits } from './goodwill-json.ts';

/**
 * One customer as support needs them on a call: profile, orders and wallet movements a page at a time,
 * the alerts they were sent, their goodwill credits, and what the asking agent may still credit today.
 * Saved addresses are masked for support (area and landmark; decision 034): the house line and the map
 * point are the customer's, and an order's own address is shown with that order. An admin sees them whole.
 */
export async function getSupportCustomer(input: {
  db: Db;
  now: () => Date;
  settings: SettingsStore;
  userId: number;
  customerId: number;
  ordersPage: number;
  walletPage: number;
}): Promise<SupportCustomer> {
  const { db } = input;
  const level = await requireOperator({ db, userId: input.userId });
  const user = await readCustomer({ db, userId: input.customerId });
  const summary = await customerSummaryOf({ db, user });
  const masked = level !== 'admin';

  const a = schema.addresses;
  const addresses = await db.select().from(a).where(eq(a.userId, user.id)).orderBy(a.id);

  const o = schema.orders;
  const ordersWindow = pageWindow(input.ordersPage, SUPPORT_PAGE_SIZE.orders);
  const orders = splitPage(
    await db
      .select({ order: o, restaurantName: schema.restaurants.name })
      .from(o)
      .innerJoin(schema.restaurants, eq(schema.restaurants.id, o.restaurantId))
      .where(eq(o.userId, user.id))
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(ordersWindow.limit)
      .offset(ordersWindow.offset),
    input.ordersPage,
    SUPPORT_PAGE_SIZE.orders,
  );

  const w = schema.walletTransactions;
  const walletWindow = pageWindow(input.walletPage, SUPPORT_PAGE_SIZE.wallet);
  const wallet = splitPage(
    await db
      .select({ line: w, uniqueOrderId: o.uniqueOrderId })
      .from(w)
      .leftJoin(o, eq(o.id, w.orderId))
      .where(eq(w.userId, user.id))
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(walletWindow.limit)
      .offset(walletWindow.offset),
    input.walletPage,
    SUPPORT_PAGE_SIZE.wallet,
  );

  const n = schema.notifications;
  const alerts = await db
    .select({ alert: n, uniqueOrderId: o.uniqueOrderId })
    .from(n)
    .leftJoin(o, eq(o.id, n.orderId))
    .where(eq(n.userId, user.id))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(SUPPORT_PAGE_SIZE.alerts);

  const credits = await readCredits({
    db,
    where: eq(schema.goodwillCredits.userId, user.id),
    options: {
      limit: SUPPORT_PAGE_SIZE.credits,
    },
  });
  const capPaise = input.settings.current().goodwillDailyCapPaise;

  return {
    ...summary,
    addresses: addresses.map((row) => ({
      id: row.id,
      ...maskAddress(row),
      full: masked ? null : [row.house, row.address].filter(Boolean).join(', '),
      is_default: row.id === user.defaultAddressId,
    })),
    addresses_masked: masked,
    orders: {
      rows: orders.rows.map(({ order, restaurantName }) => ({
        id: order.id,
        unique_order_id: order.uniqueOrderId,
        restaurant_name: restaurantName,
        orderstatus_id: order.orderstatusId,
        total: paiseToRupees(order.totalPaise),
        payment_mode: order.paymentMode,
        delivery_type: order.deliveryType,
        created_at: order.createdAt.toISOString(),
      })),
      next_page: orders.nextPage,
    },
    wallet: {
      rows: wallet.rows.map(({ line, uniqueOrderId }) => ({
        id: line.id,
        type: line.type,
        amount: paiseToRupees(line.amountPaise),
        balance_after: paiseToRupees(line.balanceAfterPaise),
        description: line.description,
        unique_order_id: uniqueOrderId,
        created_at: line.createdAt.toISOString(),
      })),
      next_page: wallet.nextPage,
    },
    alerts: alerts.map(({ alert, uniqueOrderId }) => ({
      id: alert.id,
      title: alert.title,
      message: alert.message,
      unique_order_id: uniqueOrderId,
      is_read: alert.isRead,
      created_at: alert.createdAt.toISOString(),
    })),
    credits,
    my_goodwill:
      level === 'support'
        ? allowanceJson({
            capPaise,
            usedPaise: await creditedToday({ db, agentId: input.userId, at: input.now() }),
          })
        : null,
  };
}
