import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';

const sections = (brand: string) =>
  [
    [
      'How online payment works',
      'When you choose Online, the payment gateway’s checkout opens in your browser for the exact amount of your bill, in Indian rupees. You pay there with a card, UPI, net banking or a wallet.',
    ],
    [
      'Your card details',
      `Card numbers, UPI PINs and bank passwords go only to the gateway and your bank. ${brand} never sees or stores them; we keep the payment reference the gateway returns.`,
    ],
    [
      'When the order is placed',
      'Your order reaches the restaurant only after the gateway confirms the payment to us. If you close the checkout or the payment fails, no order is placed.',
    ],
    [
      'If money was taken but no order was placed',
      'The bank or the gateway reverses the debit automatically, usually within 5 to 7 working days. If it has not arrived by then, write to us with the payment reference.',
    ],
  ] as const;

/** `/paymentGateway` */
export function PaymentGatewayPage() {
  return (
    <StaticPage title="Payment Gateway">
      <PolicySections sections={sections(useBrandName())} />
    </StaticPage>
  );
}
