import { useLingui } from '@lingui/react/macro';
import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';

/** `/paymentGateway` */
export function PaymentGatewayPage() {
  const brand = useBrandName();
  const { t } = useLingui();
  const sections = [
    [
      t`How online payment works`,
      t`When you choose Online, the payment gateway’s checkout opens in your browser for the exact amount of your bill, in Indian rupees. You pay there with a card, UPI, net banking or a wallet.`,
    ],
    [
      t`Your card details`,
      t`Card numbers, UPI PINs and bank passwords go only to the gateway and your bank. ${brand} never sees or stores them; we keep the payment reference the gateway returns.`,
    ],
    [
      t`When the order is placed`,
      t`Your order reaches the restaurant only after the gateway confirms the payment to us. If you close the checkout or the payment fails, no order is placed.`,
    ],
    [
      t`If money was taken but no order was placed`,
      t`The bank or the gateway reverses the debit automatically, usually within 5 to 7 working days. If it has not arrived by then, write to us with the payment reference.`,
    ],
  ] as const;
  return (
    <StaticPage title={t`Payment Gateway`}>
      <PolicySections sections={sections} />
    </StaticPage>
  );
}
