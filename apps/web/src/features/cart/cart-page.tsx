import { changeQuantity, itemCount } from '@khabar/domain/cart/cart';
import type { CartQuote } from '@khabar/domain/contracts/orders/checkout';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { BLOCKERS, blockerMessage } from '@khabar/domain/orders/order-blockers';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, MapPin, ShoppingBag, TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppTopBar } from '../../components/app-shell/app-top-bar.tsx';
import { BottomNav } from '../../components/app-shell/bottom-nav.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { ApiError, mediaUrl } from '../../lib/api-client.ts';
import { useCart } from '../../lib/cart-store.ts';
import { clearAfterOrder } from '../../lib/clear-after-order.ts';
import { saveCoupon, useCoupon } from '../../lib/coupon-store.ts';
import { useGuestAddress } from '../../lib/guest-address.ts';
import { useChosenLocation, useDeliveryMode } from '../../lib/location-store.ts';
import { saveCart } from '../../lib/save-cart.ts';
import { useUser } from '../../lib/session-store.ts';
import { saveTip, useTip } from '../../lib/tip-store.ts';
import { useRestaurantInfo } from '../../lib/use-restaurant-menu.ts';
import { CartBill } from './cart-bill.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { openGatewayCheckout, submitOrder } from './submit-order.ts';
import { TipButtons } from './tip-buttons.tsx';
import { type DeliverTo, orderPayload, type PayMethod, useCartQuote } from './use-cart-quote.ts';

/** The pay button's words (SPEC.md section 4): loading, not serviceable, closed, inactive, or ready. */
function payLabel(quote: CartQuote | undefined, placing: boolean) {
  if (!quote || placing) return 'Please Wait...';
  if (quote.blocker) return blockerMessage(quote.blocker);
  return 'Proceed To Pay';
}

/** `/cart`: the cart, where it goes, how to pay, what it costs; a guest logs in here to pay. */
export function CartPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const mode = useDeliveryMode();
  const location = useChosenLocation();
  const guestAddress = useGuestAddress();
  const user = useUser();
  const coupon = useCoupon();
  const tip = useTip();
  const snackbar = useSnackbar();
  const [method, setMethod] = useState<PayMethod>('RAZORPAY');
  const [partialWallet, setPartialWallet] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState('');
  // One key per attempt to pay: a network retry of the same attempt can never make a second order.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  // A customer's orders go to their default address; a guest's to the address they set here.
  const saved = user?.default_address ?? guestAddress;
  const deliverTo: DeliverTo | null = saved
    ? {
        lat: saved.latitude,
        lng: saved.longitude,
        address: saved.address,
        house: saved.house,
        landmark: saved.landmark,
        tag: saved.tag,
      }
    : location
      ? { ...location, house: '', landmark: '', tag: 'HOME' }
      : null;
  const choices = { coupon: coupon?.code ?? '', tipRupees: tip, method, partialWallet };
  const quote = useCartQuote(cart, deliverTo, mode, choices);
  const q = quote.data;
  const info = useRestaurantInfo(cart.restaurant?.slug ?? '');
  const r = info.data;
  const count = itemCount(cart);

  // A message left by the screen that sent the customer here (e.g. 'Coupon applied successfully!').
  useEffect(() => {
    const flash = sessionStorage.getItem('flash');
    if (flash) snackbar.show(flash);
    sessionStorage.removeItem('flash');
  }, [snackbar.show]);

  // The chosen method became unavailable (e.g. the subtotal rose above the COD limit): fall back.
  useEffect(() => {
    if (!q || !user || q.methods[method].allowed) return;
    const next = (['RAZORPAY', 'WALLET', 'COD'] as const).find((m) => q.methods[m].allowed);
    if (next) setMethod(next);
  }, [q, user, method]);

  const change = (itemId: number, delta: 1 | -1) => {
    setProblem('');
    if (saveCart(changeQuantity(cart, itemId, delta)).couponDropped) snackbar.show('Coupon removed!');
  };

  if (count === 0) {
    return (
      <>
        <AppTopBar showAddress={false} />
        <main id="main" className="page page--with-nav page--centered">
          <ShoppingBag aria-hidden size={64} className="empty__icon" />
          <h1>Your cart is empty.</h1>
          <p className="muted">You can go to home page to view more restaurants.</p>
          <Link className="btn btn--primary" to="/restaurants">
            SEE RESTAURANTS NEAR YOU
          </Link>
        </main>
        <BottomNav />
      </>
    );
  }

  const addressLine = saved
    ? [saved.house, saved.address].filter(Boolean).join(', ')
    : (location?.address ?? '');
  const shortOfMinimum = q ? rupeesToPaise(q.short_of_minimum) : 0;
  const couponRefused = q?.coupon && !q.coupon.applied ? q.coupon.message : null;
  const methodAllowed = q ? q.methods[method].allowed : false;
  const canPay =
    !!q && !quote.isPlaceholderData && !q.blocker && shortOfMinimum === 0 && methodAllowed && !placing;

  async function pay() {
    if (!q || !deliverTo || !user) return;
    setPlacing(true);
    setProblem('');
    try {
      const body = orderPayload(cart, deliverTo, mode, choices);
      const placed = await submitOrder(body, q.bill.total, attemptKey);
      if (placed.payment) {
        await openGatewayCheckout(placed, { name: user.name, email: user.email, phone: user.phone });
        return; // the gateway brings the customer back to /checkout
      }
      clearAfterOrder();
      queryClient.invalidateQueries({ queryKey: ['orders'] });
      queryClient.invalidateQueries({ queryKey: ['wallet'] });
      navigate(`/orderDetails/${placed.id}`, { state: { placed: true } });
    } catch (err) {
      setAttemptKey(crypto.randomUUID());
      snackbar.show('Unable to place order!', 'error');
      if (err instanceof ApiError && err.status === 409) {
        const fresh = (err.data as { quote?: CartQuote } | undefined)?.quote;
        if (fresh)
          queryClient.setQueryData(
            ['cart-quote', user.id, orderPayload(cart, deliverTo, mode, choices)],
            fresh,
          );
        else queryClient.invalidateQueries({ queryKey: ['cart-quote'] });
      }
      setProblem(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
      setPlacing(false);
    }
  }

  return (
    <>
      <AppTopBar showAddress={false} />
      <main id="main" className="page page--with-nav cart-page">
        <h1 className="cart-page__title">Cart</h1>
        <div className="cart-layout">
          <div className="cart-layout__main">
            <section className="card" aria-labelledby="where-title">
              <h2 id="where-title" className="card__title">
                <MapPin aria-hidden size={18} /> {mode === 'self' ? 'Self pickup from' : 'Deliver to'}
                {saved && mode === 'delivery' && <span className="tag">{saved.tag}</span>}
              </h2>
              {mode === 'self' ? (
                <p>{r ? `${r.name}, ${r.address}` : '…'}</p>
              ) : (
                <>
                  <p>{addressLine || 'No delivery address yet.'}</p>
                  {saved?.landmark && <p className="muted small">Near {saved.landmark}</p>}
                  <Link className="link" to={user ? '/manageAddress' : '/setLocation?from=cart'}>
                    {saved ? 'Change address' : 'Add house / flat and landmark'}
                  </Link>
                </>
              )}
              {q && q.promised_minutes !== null && !q.blocker && (
                <p className="cart-page__eta">
                  <Clock aria-hidden size={16} />{' '}
                  {mode === 'self'
                    ? `Pickup in ${q.promised_minutes} min`
                    : `Delivery in ${q.promised_minutes} mins`}
                </p>
              )}
            </section>

            <section className="card" aria-labelledby="lines-title">
              <div className="cart-restaurant">
                {r && <img src={mediaUrl(r.image)} alt="" width={56} height={56} />}
                <div>
                  <h2 id="lines-title">
                    <Link to={`/restaurantDetail/${cart.restaurant?.slug}`}>{cart.restaurant?.name}</Link>
                  </h2>
                  {r && <p className="muted small">{r.locality}</p>}
                </div>
              </div>
              <ul className="cart-lines">
                {cart.lines.map((l) => (
                  <li key={l.itemId} className="cart-line">
                    <VegMark isVeg={l.isVeg} />
                    <span className="cart-line__name">{l.name}</span>
                    <QuantityStepper
                      name={l.name}
                      quantity={l.quantity}
                      onAdd={() => change(l.itemId, 1)}
                      onRemove={() => change(l.itemId, -1)}
                    />
                    <span className="cart-line__price">{formatInr(l.pricePaise * l.quantity)}</span>
                  </li>
                ))}
              </ul>
              <Link className="link" to={`/restaurantDetail/${cart.restaurant?.slug}`}>
                + Add more items
              </Link>
            </section>

            {mode === 'delivery' && <TipButtons tip={tip} onTip={saveTip} />}

            <section className="card coupon-row" aria-label="Coupon">
              <TicketPercent aria-hidden size={20} />
              {coupon ? (
                <>
                  <p>
                    <strong>{coupon.code}</strong> {couponRefused ? 'not applied' : 'applied'}
                    {q?.coupon?.applied && rupeesToPaise(q.bill.discount) > 0 && (
                      <span className="muted"> · you save {formatInr(rupeesToPaise(q.bill.discount))}</span>
                    )}
                    {couponRefused && <span className="blocker small"> · {couponRefused}</span>}
                  </p>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => {
                      saveCoupon(null);
                      snackbar.show('Coupon removed!');
                    }}
                  >
                    Remove
                  </button>
                </>
              ) : (
                <Link className="link" to="/coupons">
                  Apply coupon
                </Link>
              )}
            </section>

            <p className="notice">
              Orders once placed cannot be cancelled after 2 minutes of booking and are non-refundable
            </p>
          </div>

          <div className="cart-layout__side">
            {!q && quote.isPending ? (
              <SkeletonCard label="Bill loading" />
            ) : q ? (
              <CartBill bill={q.bill} deliveryKnown={q.blocker !== BLOCKERS.outOfRange} mode={mode} />
            ) : (
              <p role="alert" className="card">
                We could not price this cart. {quote.error?.message}{' '}
                <button type="button" className="link" onClick={() => quote.refetch()}>
                  Try again
                </button>
              </p>
            )}

            <section className="card" aria-labelledby="pay-title">
              <h2 id="pay-title">Choose payment method</h2>
              {!deliverTo && <p className="blocker">Set a delivery location to see the bill.</p>}
              {shortOfMinimum > 0 && q && (
                <p className="blocker" role="status">
                  Add {formatInr(shortOfMinimum)} more: the minimum order is{' '}
                  {formatInr(shortOfMinimum + rupeesToPaise(q.bill.item_total), { trimZeros: true })}.
                </p>
              )}
              {user ? (
                <>
                  {q && (
                    <PaymentMethods
                      quote={q}
                      method={method}
                      onMethod={setMethod}
                      partialWallet={partialWallet}
                      onPartialWallet={setPartialWallet}
                    />
                  )}
                  <button
                    type="button"
                    className="btn btn--primary btn--block"
                    disabled={!canPay}
                    aria-describedby="pay-problem"
                    onClick={pay}
                  >
                    {payLabel(q, placing)}
                    {canPay && ` · ${formatInr(rupeesToPaise(q.bill.payable))}`}
                  </button>
                  <p id="pay-problem" className="form-problem" role="alert">
                    {problem}
                  </p>
                </>
              ) : (
                <>
                  {q?.blocker && (
                    <p className="blocker" role="status">
                      {q.blocker}
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn btn--primary btn--block"
                    onClick={() => {
                      localStorage.setItem('fromCart', '1');
                      navigate('/login');
                    }}
                  >
                    Login / Signup to continue
                  </button>
                </>
              )}
            </section>
          </div>
        </div>
      </main>
      <BottomNav />
      {snackbar.element}
    </>
  );
}
