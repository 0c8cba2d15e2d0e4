import { schema } from '@khabar/db';
import { authOnlyBody, paiseToRupees, type WalletTransactionJson } from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/get-wallet-transactions',
    { preHandler: requireUser, schema: { body: authOnlyBody } },
    async (req) => {
      const userId = userOf(req).id;
      const w = schema.walletTransactions;
      const [user] = await app.db
        .select({ balance: schema.users.walletBalancePaise })
        .from(schema.users)
        .where(eq(schema.users.id, userId));
      const rows = await app.db
        .select()
        .from(w)
        .where(eq(w.userId, userId))
        .orderBy(desc(w.createdAt), desc(w.id))
        .limit(200);
      const transactions: WalletTransactionJson[] = rows.map((t) => ({
        id: t.id,
        type: t.type,
        amount: t.amountPaise,
        meta: { description: t.description },
        created_at: t.createdAt.toISOString(),
      }));
      return { success: true, data: { wallet_balance: paiseToRupees(user?.balance ?? 0), transactions } };
    },
  );
}
