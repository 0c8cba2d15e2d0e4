import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { WalletPanel } from './wallet-panel.tsx';

/** `/wallet`: balance and transactions. */
export function WalletPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Wallet`} />
      <main id="main" className="page narrow">
        <WalletPanel />
      </main>
    </>
  );
}
