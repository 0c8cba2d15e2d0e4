import { useLingui } from '@lingui/react/macro';
import { PolicySections, StaticPage } from './static-page.tsx';
import { useBusinessFacts } from './use-business-facts.ts';

/** `/payments`: the Payment Policy. */
export function PaymentsPage() {
  const { brand, minOrder, codMax, tax } = useBusinessFacts();
  const { t } = useLingui();
  const sections = [
    [
      t`Ways to pay`,
      t`Online: cards, UPI, net banking and wallets, through our payment gateway. ${brand} wallet: your prepaid balance, which may pay all of an order or part of it, the rest being paid online. Cash on delivery: paid to the captain.`,
    ],
    [
      t`Cash on delivery`,
      t`Available for delivery orders of up to ${codMax}, from restaurants that accept cash, and not together with the wallet. It is not offered for self pickup.`,
    ],
    [
      t`Prices and the bill`,
      t`Menu prices are before tax. The bill adds ${tax} tax, the restaurant’s packaging charge, the delivery fee (from ₹20, by distance) and any tip, and takes off your coupon. The minimum order is ${minOrder} of food. All amounts are in Indian rupees.`,
    ],
    [
      t`Refunds`,
      t`Refunds go to your wallet and stay valid for 30 days; prepaid orders can be refunded to the source in 3 to 4 business days. See the Cancellation and Refund Policy.`,
    ],
  ] as const;
  return (
    <StaticPage title={t`Payment Policy`}>
      <PolicySections sections={sections} />
    </StaticPage>
  );
}
