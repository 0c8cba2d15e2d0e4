import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';
import { SupportLinks } from './use-support-contacts.tsx';

const sections = (brand: string) =>
  [
    [
      'Cancelling an order',
      'Orders once placed cannot be cancelled after 2 minutes of booking and are non-refundable. Within those 2 minutes you may cancel and the full amount comes back to you.',
      'If the restaurant cannot accept your order, we cancel it and refund you in full.',
    ],
    [
      'When something goes wrong',
      'Ask for a refund within 4 hours of delivery, for a missing, wrong or spoilt item. Send photos of the problem within 1 hour of delivery. We resolve complaints within 24 to 48 hours.',
    ],
    [
      'Late delivery',
      'We promise delivery within 45 minutes. If your order arrives after 60 minutes, you may claim 10 % of the order value back to your wallet. This does not apply when the captain was within 500 m of your address and could not reach you.',
      'If the captain cannot reach you, they wait 30 minutes at the address; after that the order is cancelled and is not refunded.',
    ],
    [
      'How refunds are paid',
      `Refunds go to your ${brand} wallet and stay valid for 30 days. For prepaid orders you may instead ask for the refund to go back to your card or UPI account, which takes 3 to 4 business days. Cash orders are refunded to the wallet.`,
    ],
  ] as const;

/** `/cancelRefundPolicy` */
export function CancelRefundPolicyPage() {
  return (
    <StaticPage title="Cancellation and Refund Policy">
      <PolicySections sections={sections(useBrandName())} />
      <p>
        To ask for a refund, write to or call us: <SupportLinks />.
      </p>
    </StaticPage>
  );
}
