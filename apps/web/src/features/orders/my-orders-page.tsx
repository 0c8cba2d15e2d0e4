import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { OrderList } from '../../components/order-list/order-list.tsx';

/** `/myOrders`: the customer's orders, newest first. */
export function MyOrdersPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`My Orders`} />
      <main id="main" className="page narrow">
        <OrderList />
      </main>
    </>
  );
}
