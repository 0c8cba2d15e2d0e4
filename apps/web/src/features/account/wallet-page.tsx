import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { RequireLogin } from '../../components/app-shell/require-login.tsx';
import { WalletPanel } from './wallet-panel.tsx';

/** `/wallet`: balance and transactions. */
export function WalletPage() {
  return (
    <RequireLogin>
      <PageHeader title="Wallet" />
      <main id="main" className="page narrow">
        <WalletPanel />
      </main>
    </RequireLogin>
  );
}
