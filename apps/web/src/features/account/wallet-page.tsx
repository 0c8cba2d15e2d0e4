import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { WalletPanel } from './wallet-panel.tsx';

/** `/wallet`: balance and transactions. */
export function WalletPage() {
  return (
    <>
      <PageHeader title="Wallet" />
      <main id="main" className="page narrow">
        <WalletPanel />
      </main>
    </>
  );
}
