import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { afterMoneyChange } from '../../lib/after-money-change.ts';
import { hasErrorCode } from '../../lib/api-client.ts';
import { clearAfterOrder } from '../../lib/clear-after-order.ts';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { useVerifyPayment } from './api/verify-payment.ts';
import css from './checkout.module.css';

/**
 * `/checkout`: where the payment page sends the customer back. A signed success is verified by the
 * server (which may already know from the webhook); then the cart is cleared and the order shown.
 */
export function CheckoutPage() {
  const { t } = useLingui();
  return (
    <>
      <header className="page-header">
        <Link className="icon-btn" aria-label={t`Back`} to="/cart">
          <ArrowLeft aria-hidden size={18} />
        </Link>
        <h1>
          <Trans>Payment</Trans>
        </h1>
      </header>
      <main id="main" className="page narrow">
        <PaymentResult />
      </main>
    </>
  );
}

function PaymentResult() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState('');
  // 409 from verify-payment: the order had ended (expired) before the money came, which is refunded.
  const [refunded, setRefunded] = useState(false);
  const started = useRef(false);
  const verifyPayment = useVerifyPayment().mutateAsync;
  const orderId = params.get('razorpay_order_id');
  const failed = params.get('payment_failed');

  useEffect(() => {
    if (!orderId || started.current) return;
    started.current = true;
    verifyPayment({
      razorpay_order_id: orderId,
      razorpay_payment_id: params.get('razorpay_payment_id') ?? '',
      razorpay_signature: params.get('razorpay_signature') ?? '',
    })
      .then((data) => {
        clearAfterOrder();
        afterMoneyChange(queryClient);
        navigate(`/orderDetails/${data.order_id}`, { replace: true, state: { placed: true } });
      })
      .catch((err: Error) => {
        setRefunded(hasErrorCode(err, 'CONFLICT'));
        setProblem(err.message);
      });
  }, [orderId, params, navigate, queryClient, verifyPayment]);

  useEffect(() => {
    if (failed) {
      localStorage.removeItem('pendingOrder');
      afterMoneyChange(queryClient);
    }
  }, [failed, queryClient]);

  if (failed) {
    return (
      <section className={`card ${css.result}`} aria-labelledby="failed-title">
        <CircleX aria-hidden size={56} className="empty__icon" />
        <h2 id="failed-title">
          <Trans>Payment not completed</Trans>
        </h2>
        <p>
          <Trans>
            No order was placed and nothing was charged. Any wallet amount you used is back in your wallet.
          </Trans>
        </p>
        <p className="muted">
          <Trans>Your cart is just as you left it.</Trans>
        </p>
        <ButtonLink to="/cart">
          <Trans>Back to cart</Trans>
        </ButtonLink>
      </section>
    );
  }
  if (!orderId) return <Navigate to="/cart" replace />;
  if (problem && refunded) {
    return (
      <section className="card" role="alert">
        <h2>
          <Trans>Your payment is being refunded</Trans>
        </h2>
        <p>{problem}</p>
        <ButtonLink to="/cart">
          <Trans>Back to cart</Trans>
        </ButtonLink>
      </section>
    );
  }
  if (problem) {
    return (
      <section className="card" role="alert">
        <h2>
          <Trans>We could not confirm this payment</Trans>
        </h2>
        <p>{problem}</p>
        <p className="muted">
          <Trans>
            If money left your account, the order appears in My Orders within a few minutes, or the amount is
            returned.
          </Trans>
        </p>
        <ButtonLink to="/myOrders">
          <Trans>See my orders</Trans>
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className={`card ${css.result}`} aria-busy="true">
      <div className={css.spinner} aria-hidden />
      <p role="status">
        <Trans>Confirming your payment…</Trans>
      </p>
    </section>
  );
}
