import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { RequireLogin } from '../account/require-login.tsx';
import { OrderList } from './order-list.tsx';

/** `/myOrders`: the customer's orders, newest first. */
export function MyOrdersPage() {
  const navigate = useNavigate();
  return (
    <RequireLogin>
      <header className="page-header">
        <button type="button" className="icon-btn" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden size={18} />
        </button>
        <h1>My Orders</h1>
      </header>
      <main id="main" className="page narrow">
        <OrderList />
      </main>
    </RequireLogin>
  );
}
