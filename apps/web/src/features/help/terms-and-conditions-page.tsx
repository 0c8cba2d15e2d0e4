import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';
import { OPERATOR } from './use-support-contacts.tsx';

const sections = (brand: string) =>
  [
    [
      'Who these terms are for',
      `These terms apply between ${OPERATOR} (the service operator) and its customers, its restaurant partners, and its captains, the independent contractors who deliver orders.`,
    ],
    [
      'Customers',
      'One account per person, opened with your own mobile number. Orders are placed with the restaurant through us; the bill in the cart, including taxes, packaging and delivery, is what you pay. Orders cannot be cancelled after 2 minutes.',
    ],
    [
      'Restaurant partners',
      `A restaurant accepts an order within 2 minutes and prepares it within 40 minutes. Its menu prices include all its taxes and may not be lower anywhere else than on its ${brand} menu. Menu changes need 24 working hours’ notice.`,
      'We send each restaurant a monthly statement within 7 business days of the month’s end. Our commission is waived when a captain’s fault causes an order not to be delivered.',
    ],
    [
      'Captains',
      'Captains are independent contractors, not employees. They collect cash for cash orders, wait 30 minutes at an address before an order is cancelled, and keep every rupee of the tips customers give them.',
    ],
    [
      'Disputes and governing law',
      'We first try to settle any dispute by mediation for 60 days; after that it goes to arbitration. These terms are governed by the laws of India, and the courts of Kolkata, West Bengal, have jurisdiction.',
    ],
  ] as const;

/** `/termsAndConditions` */
export function TermsAndConditionsPage() {
  return (
    <StaticPage title="Terms and Conditions">
      <PolicySections sections={sections(useBrandName())} />
    </StaticPage>
  );
}
