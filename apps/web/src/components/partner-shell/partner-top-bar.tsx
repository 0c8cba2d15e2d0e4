import { useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from '../../lib/router/router.tsx';
import { logout } from '../../lib/session.ts';
import { BrandLogo } from '../ui/brand-logo.tsx';
import css from './partner-shell.module.css';

/** The top bar of the console and the captain app: brand, what this app is, extra controls, log out. */
export function PartnerTopBar({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <header className={`page-header ${css.bar}`}>
      <span className={css.brand}>
        <BrandLogo size={28} />
        <span className={css.title}>{title}</span>
      </span>
      <span className={css.tools}>
        {children}
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Log out`}
          title={t`Log out`}
          onClick={async () => {
            await logout();
            navigate('/login', { replace: true });
          }}
        >
          <LogOut aria-hidden size={18} />
        </button>
      </span>
    </header>
  );
}
