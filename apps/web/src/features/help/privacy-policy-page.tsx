import { Trans, useLingui } from '@lingui/react/macro';
import { PolicySections, StaticPage } from './static-page.tsx';
import { SupportLinks } from './use-support-contacts.tsx';

/** `/privacyPolicy` */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const sections = [
    [
      t`What we collect`,
      t`Your mobile number, name and e-mail; the addresses you save, with their map coordinates; your orders, payments, wallet entries and ratings; and, while you use the app, technical data such as your browser and IP address.`,
      t`We do not store card numbers, UPI PINs or bank passwords. Online payments are made on our payment gateway’s page, and we keep only the payment reference it returns.`,
    ],
    [
      t`Why we use it`,
      t`To show restaurants that deliver to you, to price and deliver your order, to let the restaurant and the captain reach you about it, to refund you, to prevent fraud and abuse, and to answer you when you write to us.`,
      t`Your location is used when you choose it or press Locate Me; we do not track you in the background.`,
    ],
    [
      t`One-time codes`,
      t`We log you in with a code sent by SMS. We keep only a keyed fingerprint of each code, never the code itself; a code works once and expires after 5 minutes.`,
    ],
    [
      t`Who sees it`,
      t`The restaurant sees your name, order and, for delivery, your address; the captain sees your name, address and phone number for that delivery only. Our SMS and payment providers receive what they need to do their job. We do not sell personal data.`,
    ],
    [
      t`How long we keep it`,
      t`Orders and payments are kept as long as tax law requires. Login sessions end after 30 days without use, or at once when you log out.`,
    ],
    [
      t`Your choices`,
      t`You can edit your profile and addresses in the app at any time, and ask us for a copy of your data or for your account to be closed.`,
    ],
  ] as const;
  return (
    <StaticPage title={t`Privacy Policy`}>
      <PolicySections sections={sections} />
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about your data: <SupportLinks />.
        </Trans>
      </p>
    </StaticPage>
  );
}
