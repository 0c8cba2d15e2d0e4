import { Trans, useLingui } from '@lingui/react/macro';
import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';
import { OPERATOR } from './use-support-contacts.tsx';

/** `/termsAndConditions` */
export function TermsAndConditionsPage() {
  const brand = useBrandName();
  const { t } = useLingui();
  const sections = [
    [
      t`Who these terms are for`,
      // The operator's legal name stays as registered in every language.
      <Trans key="who">
        These terms apply between <span translate="no">{OPERATOR}</span> (the service operator) and its
        customers, its restaurant partners, and its captains, the independent contractors who deliver orders.
      </Trans>,
    ],
    [
      t`Customers`,
      t`One account per person, opened with your own mobile number. Orders are placed with the restaurant through us; the bill in the cart, including taxes, packaging and delivery, is what you pay. Orders cannot be cancelled after 2 minutes.`,
    ],
    [
      t`Restaurant partners`,
      t`A restaurant accepts an order within 2 minutes and prepares it within 40 minutes. Its menu prices include all its taxes and may not be lower anywhere else than on its ${brand} menu. Menu changes need 24 working hours’ notice.`,
      t`We send each restaurant a monthly statement within 7 business days of the month’s end. Our commission is waived when a captain’s fault causes an order not to be delivered.`,
    ],
    [
      t`Captains`,
      t`Captains are independent contractors, not employees. They collect cash for cash orders, wait 30 minutes at an address before an order is cancelled, and keep every rupee of the tips customers give them.`,
    ],
    [
      t`Disputes and governing law`,
      t`We first try to settle any dispute by mediation for 60 days; after that it goes to arbitration. These terms are governed by the laws of India, and the courts of Kolkata, West Bengal, have jurisdiction.`,
    ],
  ] as const;
  return (
    <StaticPage title={t`Terms and Conditions`}>
      <PolicySections sections={sections} />
    </StaticPage>
  );
}
