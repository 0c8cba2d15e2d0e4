import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { RequireLogin } from './require-login.tsx';
import { WalletPanel } from './wallet-panel.tsx';

/** `/wallet`: balance and transactions. */
export function WalletPage() {
  const navigate = useNavigate();
  return (
    <RequireLogin>
      <header className="page-header">
        <button type="button" className="icon-btn" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden size={18} />
        </button>
        <h1>Wallet</h1>
      </header>
      <main id="main" className="page narrow">
        <WalletPanel />
      </main>
    </RequireLogin>
  );
}
