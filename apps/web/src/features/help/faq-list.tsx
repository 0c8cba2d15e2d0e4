import css from './help.module.css';
import { useBusinessFacts } from './use-business-facts.ts';
import { SupportLinks } from './use-support-contacts.tsx';

const faq = (f: ReturnType<typeof useBusinessFacts>): readonly [string, string][] => [
  ['Is there a minimum order?', `Yes: ${f.minOrder} of food, not counting taxes and the delivery fee.`],
  [
    'How much is delivery?',
    'From ₹20. The fee grows with the distance between the restaurant and you, and the cart shows it before you pay. Self pickup is free.',
  ],
  [
    'Are menu prices inclusive of tax?',
    `No. Prices on the menu are before tax; the bill adds ${f.tax} tax and the restaurant’s packaging charge, each on its own line.`,
  ],
  [
    'How long does delivery take?',
    'About 50 minutes on average. The cart shows the time for your address before you pay, and the order’s page shows when to expect it.',
  ],
  ['When can I order?', 'Every day from 07:00 to 23:59. Each restaurant also shows its own hours.'],
  [
    'How can I pay?',
    `Online (cards, UPI, net banking), from your ${f.brand} wallet, or cash on delivery. The wallet can pay part of an order and the rest is paid online.`,
  ],
  [
    'When is cash on delivery available?',
    `For delivery orders of up to ${f.codMax} from restaurants that accept cash, when the wallet is not used.`,
  ],
  [
    'Can I cancel an order?',
    'Within 2 minutes of placing it. After that the restaurant has started cooking and the order cannot be cancelled or refunded.',
  ],
  [
    'Something was wrong with my order. What now?',
    'Ask for a refund within 4 hours of delivery, with photos within 1 hour. We answer within 24 to 48 hours.',
  ],
  [
    'Where do refunds go?',
    `To your ${f.brand} wallet, where they stay valid for 30 days. Prepaid card or UPI payments can go back to the source in 3 to 4 business days instead.`,
  ],
  [
    'How do I log in?',
    'With your mobile number. We send a one-time code by SMS; there is no password to remember.',
  ],
];

/** The FAQ as an accordion of native details elements: keyboard and screen readers work as they are. */
export function FaqList() {
  const facts = useBusinessFacts();
  return (
    <div className={css.faq}>
      {faq(facts).map(([q, a]) => (
        <details key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
      <p className="muted">
        Another question? Write to or call us: <SupportLinks />.
      </p>
    </div>
  );
}
