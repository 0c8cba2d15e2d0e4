import { Trans, useLingui } from '@lingui/react/macro';
import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';
import { SupportLinks } from './use-support-contacts.tsx';

/** `/cancelRefundPolicy` */
export function CancelRefundPolicyPage() {
  const brand = useBrandName();
  const { t } = useLingui();
  const sections = [
    [
      t`Cancelling an order`,
      t`Orders once placed cannot be cancelled after 2 minutes of booking and are non-refundable. Within those 2 minutes you may cancel and the full amount comes back to you.`,
      t`If the restaurant cannot accept your order, we cancel it and refund you in full.`,
    ],
    [
      t`When something goes wrong`,
      t`Ask for a refund within 4 hours of delivery, for a missing, wrong or spoilt item. Send photos of the problem within 1 hour of delivery. We resolve complaints within 24 to 48 hours.`,
    ],
    [
      t`Late delivery`,
      t`We promise delivery within 45 minutes. If your order arrives after 60 minutes, you may claim 10 % of the order value back to your wallet. This does not apply when the captain was within 500 m of your address and could not reach you.`,
      t`If the captain cannot reach you, they wait 30 minutes at the address; after that the order is cancelled and is not refunded.`,
    ],
    [
      t`How refunds are paid`,
      t`Refunds go to your ${brand} wallet and stay valid for 30 days. For prepaid orders you may instead ask for the refund to go back to your card or UPI account, which takes 3 to 4 business days. Cash orders are refunded to the wallet.`,
    ],
  ] as const;
  return (
    <StaticPage title={t`Cancellation and Refund Policy`}>
      <PolicySections sections={sections} />
      <p>
        <Trans>
          To ask for a refund, write to or call us: <SupportLinks />.
        </Trans>
      </p>
    </StaticPage>
  );
}
