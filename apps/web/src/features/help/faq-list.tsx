import { Trans, useLingui } from '@lingui/react/macro';
import css from './help.module.css';
import { useBusinessFacts } from './use-business-facts.ts';
import { SupportLinks } from './use-support-contacts.tsx';

/** The FAQ as an accordion of native details elements: keyboard and screen readers work as they are. */
export function FaqList() {
  const { brand, minOrder, codMax, tax } = useBusinessFacts();
  const { t } = useLingui();
  const faq: readonly [string, string][] = [
    [t`Is there a minimum order?`, t`Yes: ${minOrder} of food, not counting taxes and the delivery fee.`],
    [
      t`How much is delivery?`,
      t`From ₹20. The fee grows with the distance between the restaurant and you, and the cart shows it before you pay. Self pickup is free.`,
    ],
    [
      t`Are menu prices inclusive of tax?`,
      t`No. Prices on the menu are before tax; the bill adds ${tax} tax and the restaurant’s packaging charge, each on its own line.`,
    ],
    [
      t`How long does delivery take?`,
      t`About 50 minutes on average. The cart shows the time for your address before you pay, and the order’s page shows when to expect it.`,
    ],
    [t`When can I order?`, t`Every day from 07:00 to 23:59. Each restaurant also shows its own hours.`],
    [
      t`How can I pay?`,
      t`Online (cards, UPI, net banking), from your ${brand} wallet, or cash on delivery. The wallet can pay part of an order and the rest is paid online.`,
    ],
    [
      t`When is cash on delivery available?`,
      t`For delivery orders of up to ${codMax} from restaurants that accept cash, when the wallet is not used.`,
    ],
    [
      t`Can I cancel an order?`,
      t`Within 2 minutes of placing it. After that the restaurant has started cooking and the order cannot be cancelled or refunded.`,
    ],
    [
      t`Something was wrong with my order. What now?`,
      t`Ask for a refund within 4 hours of delivery, with photos within 1 hour. We answer within 24 to 48 hours.`,
    ],
    [
      t`Where do refunds go?`,
      t`To your ${brand} wallet, where they stay valid for 30 days. Prepaid card or UPI payments can go back to the source in 3 to 4 business days instead.`,
    ],
    [
      t`How do I log in?`,
      t`With your mobile number. We send a one-time code by SMS; there is no password to remember.`,
    ],
  ];
  return (
    <div className={css.faq}>
      {faq.map(([q, a]) => (
        <details key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
      <p className="muted">
        <Trans>
          Another question? Write to or call us: <SupportLinks />.
        </Trans>
      </p>
    </div>
  );
}
