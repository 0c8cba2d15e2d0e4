// The back office's customer-support calls (contracts: packages/domain contracts/support-customers;
// decision 034). Any operator finds a customer, blocks or unblocks them and credits goodwill within
// their cap; only an admin approves or declines a request above it (each service checks who asks).
import {
  approveGoodwillCreditBody,
  approveGoodwillCreditResponse,
  blockCustomerBody,
  blockCustomerResponse,
  creditCustomerWalletBody,
  creditCustomerWalletResponse,
  creditRequestIdParam,
  customerUserIdParam,
  declineGoodwillCreditBody,
  declineGoodwillCreditResponse,
  findCustomerBody,
  findCustomerResponse,
  getSupportCustomerBody,
  getSupportCustomerResponse,
  listGoodwillCreditsBody,
  listGoodwillCreditsResponse,
  unblockCustomerBody,
  unblockCustomerResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { approveGoodwillCredit } from './approve-goodwill-credit.ts';
import { blockCustomer } from './block-customer.ts';
import { creditCustomerWallet } from './credit-customer-wallet.ts';
import { declineGoodwillCredit } from './decline-goodwill-credit.ts';
import { findCustomer } from './find-customer.ts';
import { getSupportCustomer } from './get-support-customer.ts';
import { listGoodwillCredits } from './list-goodwill-credits.ts';
import { unblockCustomer } from './unblock-customer.ts';

export async function supportCustomerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.post(
    '/admin/customers/find',
    { preHandler: requireUser, schema: { body: findCustomerBody, response: { 200: findCustomerResponse } } },
    async (req) =>
      ok(
        await findCustomer({
          db: app.db,
          userId: userOf(req).id,
          phone: req.body.phone,
          orderId: req.body.order_id,
        }),
      ),
  );
  r.post(
    '/admin/customers/:userId',
    {
      preHandler: requireUser,
      schema: {
        params: customerUserIdParam,
        body: getSupportCustomerBody,
        response: { 200: getSupportCustomerResponse },
      },
    },
    async (req) =>
      ok(
        await getSupportCustomer({
          db: app.db,
          now: app.now,
          settings: app.settings,
          userId: userOf(req).id,
          customerId: req.params.userId,
          ordersPage: req.body.orders_page,
          walletPage: req.body.wallet_page,
        }),
      ),
  );
  r.post(
    '/admin/customers/:userId/block',
    {
      preHandler: requireUser,
      schema: {
        params: customerUserIdParam,
        body: blockCustomerBody,
        response: { 200: blockCustomerResponse },
      },
    },
    async (req) =>
      ok(
        await blockCustomer({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          customerId: req.params.userId,
          version: req.body.version,
          reason: req.body.reason,
        }),
      ),
  );
  r.post(
    '/admin/customers/:userId/unblock',
    {
      preHandler: requireUser,
      schema: {
        params: customerUserIdParam,
        body: unblockCustomerBody,
        response: { 200: unblockCustomerResponse },
      },
    },
    async (req) =>
      ok(
        await unblockCustomer({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          customerId: req.params.userId,
          version: req.body.version,
          reason: req.body.reason,
        }),
      ),
  );
  r.post(
    '/admin/customers/:userId/credit',
    {
      preHandler: requireUser,
      schema: {
        params: customerUserIdParam,
        body: creditCustomerWalletBody,
        response: { 200: creditCustomerWalletResponse },
      },
    },
    async (req) =>
      ok(
        await creditCustomerWallet({
          db: app.db,
          now: app.now,
          settings: app.settings,
          userId: userOf(req).id,
          customerId: req.params.userId,
          amountPaise: req.body.amount,
          reason: req.body.reason,
        }),
      ),
  );
  r.post(
    '/admin/credits',
    {
      preHandler: requireUser,
      schema: { body: listGoodwillCreditsBody, response: { 200: listGoodwillCreditsResponse } },
    },
    async (req) =>
      ok(await listGoodwillCredits({ db: app.db, userId: userOf(req).id, status: req.body.status })),
  );
  r.post(
    '/admin/credits/:creditId/approve',
    {
      preHandler: requireUser,
      schema: {
        params: creditRequestIdParam,
        body: approveGoodwillCreditBody,
        response: { 200: approveGoodwillCreditResponse },
      },
    },
    async (req) =>
      ok(
        await approveGoodwillCredit({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          creditId: req.params.creditId,
          note: req.body.note ?? null,
        }),
      ),
  );
  r.post(
    '/admin/credits/:creditId/decline',
    {
      preHandler: requireUser,
      schema: {
        params: creditRequestIdParam,
        body: declineGoodwillCreditBody,
        response: { 200: declineGoodwillCreditResponse },
      },
    },
    async (req) =>
      ok(
        await declineGoodwillCredit({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          creditId: req.params.creditId,
          note: req.body.note,
        }),
      ),
  );
}
