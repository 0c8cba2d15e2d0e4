import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AddressesPanel } from './addresses-panel.tsx';
import { RequireLogin } from './require-login.tsx';

/** `/manageAddress`: the saved addresses. */
export function ManageAddressPage() {
  const navigate = useNavigate();
  return (
    <RequireLogin>
      <header className="page-header">
        <button type="button" className="icon-btn" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden size={18} />
        </button>
        <h1>Manage Address</h1>
      </header>
      <main id="main" className="page narrow">
        <AddressesPanel onReplaced={() => navigate(-1)} />
      </main>
    </RequireLogin>
  );
}
