// POST /api/get-wallet-transactions: the balance and the ledger, newest first.
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { pagedBody } from '../common/paged-body.ts';

export const getWalletTransactionsBody = pagedBody;

export const walletTransactionJson = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdraw']),
  /** Paise ("hundredths"): the spec's clients divide by 100. */
  amount: z.number().int(),
  meta: z.object({ description: z.string() }),
  created_at: z.string(),
  /** Refund credit is valid 30 days (decision 044): when this credit lapses; null for money that never does. */
  expires_at: z.string().nullable(),
  /** Whether what was left of this credit has been taken back (its expiry entry exists). */
  expired: z.boolean(),
});
export type WalletTransactionJson = z.infer<typeof walletTransactionJson>;

export const getWalletTransactionsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    wallet_balance: rupees,
    transactions: z.array(walletTransactionJson),
    next_page: z.number().int().nullable(),
  }),
});
