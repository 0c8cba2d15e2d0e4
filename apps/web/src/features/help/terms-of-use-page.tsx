import { useBrandName } from '../../lib/use-app-config.ts';
import { PolicySections, StaticPage } from './static-page.tsx';

const sections = (brand: string) =>
  [
    [
      `Using ${brand}`,
      'You may browse restaurants and menus and build a cart without an account. To pay, you log in with your mobile number and a one-time code.',
    ],
    [
      'Your account',
      'Keep your phone safe: whoever receives your codes can use your account. Log out on shared devices. One account per person.',
    ],
    [
      'Fair use',
      'Do not misuse coupons, place orders you do not mean to pay for, scrape the service, or try to guess codes; we limit code requests and attempts and may block abuse.',
    ],
    [
      'Content',
      'Menus, photos and descriptions come from restaurants; ratings come from customers. Tell us if something is wrong or offensive and we will look at it.',
    ],
    [
      'Changes and law',
      'We may update these terms and will show the date of the change here. They are governed by the laws of India and the courts of Kolkata, West Bengal.',
    ],
  ] as const;

/** `/termsOfUse` */
export function TermsOfUsePage() {
  return (
    <StaticPage title="Terms of Use">
      <PolicySections sections={sections(useBrandName())} />
    </StaticPage>
  );
}
