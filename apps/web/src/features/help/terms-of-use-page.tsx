import { useLingui } from '@lingui/react/macro';
import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';

/** `/termsOfUse` */
export function TermsOfUsePage() {
  const brand = useBrandName();
  const { t } = useLingui();
  const sections = [
    [
      t`Using ${brand}`,
      t`You may browse restaurants and menus and build a cart without an account. To pay, you log in with your mobile number and a one-time code.`,
    ],
    [
      t`Your account`,
      t`Keep your phone safe: whoever receives your codes can use your account. Log out on shared devices. One account per person.`,
    ],
    [
      t`Fair use`,
      t`Do not misuse coupons, place orders you do not mean to pay for, scrape the service, or try to guess codes; we limit code requests and attempts and may block abuse.`,
    ],
    [
      t`Content`,
      t`Menus, photos and descriptions come from restaurants; ratings come from customers. Tell us if something is wrong or offensive and we will look at it.`,
    ],
    [
      t`Changes and law`,
      t`We may update these terms and will show the date of the change here. They are governed by the laws of India and the courts of Kolkata, West Bengal.`,
    ],
  ] as const;
  return (
    <StaticPage title={t`Terms of Use`}>
      <PolicySections sections={sections} />
    </StaticPage>
  );
}
