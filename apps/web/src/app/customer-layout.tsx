import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { AppTopBar } from '../components/app-shell/app-top-bar.tsx';
import { BottomNav } from '../components/app-shell/bottom-nav.tsx';
import { Outlet } from '../lib/router/router.tsx';

interface Props {
  /** The top bar, with or without the delivery address; none where the page has its own header. */
  topBar: 'address' | 'plain' | 'none';
  /** A second skip link, to the page's main list (before the top bar, so it is the second Tab stop). */
  skipTo?: { href: string; label: MessageDescriptor };
}

/** The customer's tab screens: the top bar, the page, and the phone's bottom bar. */
export function CustomerLayout({ topBar, skipTo }: Props) {
  const { t } = useLingui();
  return (
    <>
      {skipTo && (
        <a className="skip-link" href={skipTo.href}>
          {t(skipTo.label)}
        </a>
      )}
      {topBar !== 'none' && <AppTopBar showAddress={topBar === 'address'} />}
      <Outlet />
      <BottomNav />
    </>
  );
}
