import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { goBack } from '../../lib/go-back.ts';
import { useNavigate } from '../../lib/router/router.tsx';

/**
 * The top bar of an inner screen: a back button and the screen's title. Back goes to the previous
 * screen, or to `fallback` when the page was opened directly (nothing to go back to).
 */
export function PageHeader({ title, fallback = '/restaurants' }: { title: ReactNode; fallback?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <header className="page-header">
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Back`}
        onClick={() => goBack(navigate, fallback)}
      >
        <ArrowLeft aria-hidden size={18} />
      </button>
      <h1>{title}</h1>
    </header>
  );
}
