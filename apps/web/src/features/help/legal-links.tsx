import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from '../../lib/router/router.tsx';
import css from './help.module.css';

const LINKS: readonly [string, MessageDescriptor][] = [
  ['/faq', msg`FAQ`],
  ['/termsAndConditions', msg`Terms and Conditions`],
  ['/termsOfUse', msg`Terms of Use`],
  ['/privacyPolicy', msg`Privacy Policy`],
  ['/payments', msg`Payment Policy`],
  ['/paymentGateway', msg`Payment Gateway`],
  ['/cancelRefundPolicy', msg`Cancellation and Refund Policy`],
  ['/about', msg`About Us`],
  ['/contact', msg`Contact Us`],
];

export function LegalLinks() {
  const { t } = useLingui();
  return (
    <ul className={css.linkList}>
      {LINKS.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>
            {t(label)} <ChevronRight aria-hidden size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
