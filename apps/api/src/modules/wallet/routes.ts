import { getWalletTransactionsBody, getWalletTransactionsResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerLanguage } from '../../plugins/answer-language.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { listWalletTransactions } from './list-wallet-transactions.ts';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/get-wallet-transactions',
    {
      preHandler: requireUser,
      schema: { body: getWalletTransactionsBody, response: { 200: getWalletTransactionsResponse } },
    },
    async (req, reply) =>
      listWalletTransactions({
        db: app.db,
        userId: userOf(req).id,
        page: req.body.page,
        language: answerLanguage(req, reply),
      }),
  );
}
