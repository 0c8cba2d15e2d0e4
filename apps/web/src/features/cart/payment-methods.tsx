import type { CartQuote } from '@khabar/domain/contracts/orders/cart-quote';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard, Wallet } from 'lucide-react';
import { useBrandName } from '../../lib/use-app-config.ts';
import css from './cart.module.css';
import type { PayMethod } from './use-cart-quote.ts';

const METHODS: Array<{ id: PayMethod; label: MessageDescriptor; icon: typeof CreditCard }> = [
  { id: 'RAZORPAY', label: msg`Online`, icon: CreditCard },
  { id: 'WALLET', label: msg`Wallet`, icon: Wallet },
  { id: 'COD', label: msg`COD`, icon: Banknote },
];

/** Online / Wallet / COD as radio tabs; an unavailable one stays visible with the reason. */
export function PaymentMethods({
  quote,
  method,
  onMethod,
  partialWallet,
  onPartialWallet,
}: {
  quote: CartQuote;
  method: PayMethod;
  onMethod: (m: PayMethod) => void;
  partialWallet: boolean;
  onPartialWallet: (on: boolean) => void;
}) {
  const balance = rupeesToPaise(quote.wallet_balance);
  const brand = useBrandName();
  const { t } = useLingui();
  const hints: Record<PayMethod, string> = {
    RAZORPAY: t`UPI, cards and net banking`,
    WALLET: t`Pay from your ${brand} wallet`,
    COD: t`Pay the rider in cash`,
  };
  const balanceText = formatInr(balance);
  return (
    <fieldset className={css.methods}>
      <legend className="visually-hidden">
        <Trans>Payment method</Trans>
      </legend>
      <div className={css.methodTabs}>
        {METHODS.map((m) => {
          const a = quote.methods[m.id];
          const Icon = m.icon;
          return (
            <label
              key={m.id}
              className={[css.method, method === m.id && css.active, !a.allowed && css.off]
                .filter(Boolean)
                .join(' ')}
            >
              <input
                type="radio"
                name="pay-method"
                value={m.id}
                checked={method === m.id}
                disabled={!a.allowed}
                aria-describedby={`pay-why-${m.id}`}
                onChange={() => onMethod(m.id)}
              />
              <Icon aria-hidden size={18} />
              <span>{t(m.label)}</span>
            </label>
          );
        })}
      </div>
      {METHODS.map((m) => {
        const a = quote.methods[m.id];
        return (
          <p
            key={m.id}
            id={`pay-why-${m.id}`}
            className={`${css.methodWhy} small`}
            hidden={a.allowed && method !== m.id}
          >
            {a.allowed ? hints[m.id] : `${t(m.label)}: ${a.reason}`}
          </p>
        );
      })}
      {method === 'RAZORPAY' && balance > 0 && (
        <label className={css.check}>
          <input
            type="checkbox"
            checked={partialWallet}
            onChange={(e) => onPartialWallet(e.target.checked)}
          />
          <Trans>Use wallet balance ({balanceText})</Trans>
        </label>
      )}
      {method === 'WALLET' && quote.methods.WALLET.allowed && (
        <p className="muted small">
          <Trans>Wallet balance {balanceText}</Trans>
        </p>
      )}
    </fieldset>
  );
}
