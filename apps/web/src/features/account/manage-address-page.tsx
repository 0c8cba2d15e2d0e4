import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { goBack } from '../../lib/go-back.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { AddressesPanel } from './addresses-panel.tsx';

/** `/manageAddress`: the saved addresses. */
export function ManageAddressPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t`Manage Address`} />
      <main id="main" className="page narrow">
        <AddressesPanel onReplaced={() => goBack(navigate)} />
      </main>
    </>
  );
}
