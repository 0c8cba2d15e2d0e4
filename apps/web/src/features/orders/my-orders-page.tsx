import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { RequireLogin } from '../../components/app-shell/require-login.tsx';
import { OrderList } from '../../components/order-list/order-list.tsx';

/** `/myOrders`: the customer's orders, newest first. */
export function MyOrdersPage() {
  return (
    <RequireLogin>
      <PageHeader title="My Orders" />
      <main id="main" className="page narrow">
        <OrderList />
      </main>
    </RequireLogin>
  );
}
