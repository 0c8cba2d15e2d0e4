import { schema } from '@khabar/db';
import {
  PAGE_SIZE,
  pageWindow,
  paiseToRupees,
  type ServerLanguage,
  sayWalletLine,
  splitPage,
  type WalletTransactionJson,
} from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserPageQuery } from '../../service-inputs.ts';

const w = schema.walletTransactions;

/**
 * The balance and the ledger's movements, newest first, 200 a page (amounts in paise, as the spec's);
 * next_page is the page to ask for next, or null on the last one. Each line is said in `language`.
 */
export async function listWalletTransactions({
  db,
  userId,
  page = 1,
  language,
}: UserPageQuery & { language: ServerLanguage }) {
  const { offset, limit } = pageWindow(page, PAGE_SIZE.wallet);
  const [user] = await db
    .select({ balance: schema.users.walletBalancePaise })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  // A credit's expiry entry names it (once, by a unique index).
  const expiry = alias(w, 'expiry');
  const found = await db
    .select({ t: w, expiryId: expiry.id })
    .from(w)
    .leftJoin(expiry, eq(expiry.expiresTransactionId, w.id))
    .where(eq(w.userId, userId))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(limit)
    .offset(offset);
  const { rows, nextPage } = splitPage(found, page, PAGE_SIZE.wallet);
  const transactions: WalletTransactionJson[] = rows.map(({ t, expiryId }) => ({
    id: t.id,
    type: t.type,
    amount: t.amountPaise,
    meta: { description: sayWalletLine(t.description, language) },
    created_at: t.createdAt.toISOString(),
    expires_at: t.expiresAt?.toISOString() ?? null,
    expired: expiryId !== null,
  }));
  return {
    success: true as const,
    data: { wallet_balance: paiseToRupees(user?.balance ?? 0), transactions, next_page: nextPage },
  };
}
