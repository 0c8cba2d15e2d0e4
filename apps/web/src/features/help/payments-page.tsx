import { PolicySections, StaticPage } from './static-page.tsx';
import { useBusinessFacts } from './use-business-facts.ts';

const sections = (f: ReturnType<typeof useBusinessFacts>) =>
  [
    [
      'Ways to pay',
      `Online: cards, UPI, net banking and wallets, through our payment gateway. ${f.brand} wallet: your prepaid balance, which may pay all of an order or part of it, the rest being paid online. Cash on delivery: paid to the captain.`,
    ],
    [
      'Cash on delivery',
      `Available for delivery orders of up to ${f.codMax}, from restaurants that accept cash, and not together with the wallet. It is not offered for self pickup.`,
    ],
    [
      'Prices and the bill',
      `Menu prices are before tax. The bill adds ${f.tax} tax, the restaurant’s packaging charge, the delivery fee (from ₹20, by distance) and any tip, and takes off your coupon. The minimum order is ${f.minOrder} of food. All amounts are in Indian rupees.`,
    ],
    [
      'Refunds',
      'Refunds go to your wallet and stay valid for 30 days; prepaid orders can be refunded to the source in 3 to 4 business days. See the Cancellation and Refund Policy.',
    ],
  ] as const;

/** `/payments`: the Payment Policy. */
export function PaymentsPage() {
  return (
    <StaticPage title="Payment Policy">
      <PolicySections sections={sections(useBusinessFacts())} />
    </StaticPage>
  );
}
