import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { splitOrderNumbers } from '@khabar/domain/orders/order-number';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { useWallet } from '../../lib/use-account.ts';
import css from './account.module.css';

/** The wallet balance and its transactions, amounts in rupees with Indian digit grouping. */
export function WalletPanel() {
  const { t } = useLingui();
  const wallet = useWallet();
  if (wallet.isPending) return <SkeletonCard label={t`Loading your wallet`} widths={['30%', '100%']} />;
  if (wallet.isError)
    return (
      <p role="alert">
        <Trans>We could not load your wallet.</Trans> {wallet.error.message}
      </p>
    );
  const { wallet_balance, transactions } = wallet.data;
  return (
    <div className={css.wallet}>
      <section className={`card ${css.balance}`} aria-label={t`Balance`}>
        <Wallet aria-hidden size={28} />
        <div>
          <p className="muted">
            <Trans>Wallet balance</Trans>
          </p>
          <p className={css.amount}>{formatInr(rupeesToPaise(wallet_balance))}</p>
        </div>
      </section>
      {transactions.length === 0 ? (
        <p className="empty muted">
          <Trans>No Wallet Transactions Yet!!!</Trans>
        </p>
      ) : (
        <ul className={css.transactions} aria-label={t`Transactions`}>
          {transactions.map((tx) => {
            const credit = tx.type === 'deposit';
            const till = tx.expires_at ? formatDate(tx.expires_at) : '';
            return (
              <li key={tx.id} className={css.transaction}>
                <span className={credit ? `${css.txIcon} ${css.credit}` : css.txIcon} aria-hidden>
                  {credit ? <ArrowDownLeft size={18} /> : <ArrowUpRight size={18} />}
                </span>
                <span className={css.txWhat}>
                  <strong>
                    {/* The server's words in the screen's language, the order's number in them a code. */}
                    {splitOrderNumbers(tx.meta.description).map((part, n) =>
                      part.orderNumber ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
                        <span key={n} translate="no">
                          {part.text}
                        </span>
                      ) : (
                        part.text
                      ),
                    )}
                  </strong>
                  <time className="muted small" dateTime={tx.created_at}>
                    {formatDateTime(tx.created_at)}
                  </time>
                  {/* Refund credit is valid 30 days (decision 044); what is left then is taken back. */}
                  {tx.expires_at && (
                    <span className="small">{tx.expired ? t`Expired` : t`Valid till ${till}`}</span>
                  )}
                </span>
                <span className={credit ? `${css.txValue} ${css.credit}` : css.txValue}>
                  {credit ? '+' : '−'}
                  {formatInr(Math.abs(tx.amount))}
                  <span className="visually-hidden">{credit ? ` ${t`added`}` : ` ${t`spent`}`}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
