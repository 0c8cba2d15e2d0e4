import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { AddressesPanel } from './addresses-panel.tsx';
import { RequireLogin } from './require-login.tsx';

/** `/manageAddress`: the saved addresses. */
export function ManageAddressPage() {
  const navigate = useNavigate();
  return (
    <RequireLogin>
      <PageHeader title="Manage Address" />
      <main id="main" className="page narrow">
        <AddressesPanel onReplaced={() => navigate(-1)} />
      </main>
    </RequireLogin>
  );
}
