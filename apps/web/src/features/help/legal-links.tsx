import { ChevronRight } from 'lucide-react';
import { Link } from '../../lib/router/router.tsx';
import css from './help.module.css';

const LINKS = [
  ['/faq', 'FAQ'],
  ['/termsAndConditions', 'Terms and Conditions'],
  ['/termsOfUse', 'Terms of Use'],
  ['/privacyPolicy', 'Privacy Policy'],
  ['/payments', 'Payment Policy'],
  ['/paymentGateway', 'Payment Gateway'],
  ['/cancelRefundPolicy', 'Cancellation and Refund Policy'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
] as const;

export function LegalLinks() {
  return (
    <ul className={css.linkList}>
      {LINKS.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>
            {label} <ChevronRight aria-hidden size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
