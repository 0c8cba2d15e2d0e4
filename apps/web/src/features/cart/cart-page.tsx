import { cartLineKey, itemCount, MAX_ORDER_COMMENT } from '@khabar/domain/cart/cart';
import { changeQuantity } from '@khabar/domain/cart/cart-changes';
import { choicesText } from '@khabar/domain/catalog/dish-choices';
import type { CartQuote } from '@khabar/domain/contracts/orders/cart-quote';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { BLOCKERS, needsHouse } from '@khabar/domain/orders/order-blockers';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag, TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { afterMoneyChange } from '../../lib/after-money-change.ts';
import { ApiError, mediaUrl } from '../../lib/api-client.ts';
import { useCart } from '../../lib/cart-store.ts';
import { clearAfterOrder } from '../../lib/clear-after-order.ts';
import { saveCoupon, useCoupon } from '../../lib/coupon-store.ts';
import { useDeliveryPlace } from '../../lib/delivery-place.ts';
import { blockerText, houseNeededText, payBlockerText } from '../../lib/i18n/domain-text.ts';
import { useDeliveryMode } from '../../lib/location-store.ts';
import { saveOrderComment, useOrderComment } from '../../lib/order-comment-store.ts';
import { refreshCartPrices } from '../../lib/refresh-cart-prices.ts';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import { couponDropNotice, saveCart } from '../../lib/save-cart.ts';
import { useScheduledFor } from '../../lib/schedule-store.ts';
import { useUser } from '../../lib/session-store.ts';
import { saveTip, useTip } from '../../lib/tip-store.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import { useRestaurantInfo } from '../../lib/use-restaurant-menu.ts';
import { usePlaceOrder } from './api/place-order.ts';
import css from './cart.module.css';
import { CartBill } from './cart-bill.tsx';
import { DeliverToCard } from './deliver-to-card.tsx';
import { PayBar } from './pay-bar.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { SchedulePicker } from './schedule-picker.tsx';
import { openGatewayCheckout } from './submit-order.ts';
import { TipButtons } from './tip-buttons.tsx';
import { type DeliverTo, orderPayload, useCartQuote } from './use-cart-quote.ts';
import { usePayMethod } from './use-pay-method.ts';

/**
 * The pay button's words (docs/product.md, Cart and checkout): loading, not serviceable, closed, inactive, or ready,
 * and then what happens: the amount to pay, or the wallet paying it all.
 */
function payLabel(quote: CartQuote | undefined, waiting: boolean, ready: boolean) {
  if (waiting) return t`Please Wait...`;
  if (quote?.blocker) return payBlockerText(quote.blocker);
  if (!quote || !ready) return t`Proceed To Pay`;
  const payable = rupeesToPaise(quote.bill.payable);
  const wallet = rupeesToPaise(quote.bill.wallet_used);
  const fromWallet = formatInr(wallet);
  if (payable === 0 && wallet > 0) return t`Pay ${fromWallet} from wallet`;
  return (
    <>
      <Trans>Proceed To Pay</Trans>
      {/* The phone's pay bar shows the total beside the button. */}
      <span className={css.payAmount}> · {formatInr(payable)}</span>
    </>
  );
}

/** `/cart`: the cart, where it goes, how to pay, what it costs; a guest logs in here to pay. */
export function CartPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const mode = useDeliveryMode();
  const place = useDeliveryPlace();
  const user = useUser();
  const brand = useBrandName();
  const coupon = useCoupon();
  const tip = useTip();
  const comment = useOrderComment();
  const snackbar = useSnackbar();
  const [couponNotice, setCouponNotice] = useState('');
  const [method, setMethod] = usePayMethod();
  const [partialWallet, setPartialWallet] = useState(false);
  const [placing, setPlacing] = useState(false);
  const placeOrder = usePlaceOrder();
  const [problem, setProblem] = useState('');
  // One key per attempt to pay: a network retry of the same attempt can never make a second order.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  // The one delivery place (decision 015): the same place the list and the menu use.
  const deliverTo: DeliverTo | null = place
    ? {
        lat: place.lat,
        lng: place.lng,
        address: place.address,
        house: place.house,
        landmark: place.landmark,
        tag: place.tag,
      }
    : null;
  const scheduledFor = useScheduledFor();
  const choices = { coupon: coupon?.code ?? '', tipRupees: tip, method, partialWallet, scheduledFor };
  const quote = useCartQuote(cart, deliverTo, mode, choices);
  const q = quote.data;
  const info = useRestaurantInfo(cart.restaurant?.slug);
  const r = info.data;
  const count = itemCount(cart);

  // A message left by the screen that sent the customer here (e.g. 'Coupon applied successfully!').
  useEffect(() => {
    const flash = sessionStorage.getItem('flash');
    if (flash) snackbar.show(flash);
    sessionStorage.removeItem('flash');
  }, [snackbar.show]);

  // A coupon the server no longer applies (used already, only for a first order, every use taken, not
  // valid here) is removed with the reason, rather than left to block paying (issue 23 item 11).
  useEffect(() => {
    if (!q || quote.isPlaceholderData || !coupon || !q.coupon || q.coupon.applied) return;
    if (q.coupon.code !== coupon.code.toUpperCase()) return;
    saveCoupon(null);
    setCouponNotice(couponDropNotice({ code: coupon.code, reason: q.coupon.message }));
  }, [q, quote.isPlaceholderData, coupon]);

  // The chosen method became unavailable (e.g. the subtotal rose above the COD limit): fall back.
  useEffect(() => {
    if (!q || !user || q.methods[method].allowed) return;
    const next = (['RAZORPAY', 'WALLET', 'COD'] as const).find((m) => q.methods[m].allowed);
    if (next) setMethod(next);
  }, [q, user, method, setMethod]);

  const change = (key: string, delta: 1 | -1) => {
    setProblem('');
    // Below the coupon's minimum: it goes, and the coupon row says which and why; so does the snackbar,
    // which may still say 'Coupon applied successfully!' and is in view when the row is not (a phone).
    const { couponDropped } = saveCart(changeQuantity(cart, key, delta));
    if (!couponDropped) return;
    setCouponNotice(couponDropNotice(couponDropped));
    snackbar.show(couponDropNotice(couponDropped));
  };

  if (count === 0) {
    return (
      <main id="main" className="page page--with-nav page--centered">
        <ShoppingBag aria-hidden size={64} className="empty__icon" />
        <h1>
          <Trans>Your cart is empty.</Trans>
        </h1>
        <p className="muted">
          <Trans>You can go to home page to view more restaurants.</Trans>
        </p>
        <ButtonLink to="/restaurants">
          <Trans>SEE RESTAURANTS NEAR YOU</Trans>
        </ButtonLink>
      </main>
    );
  }

  const shortOfMinimum = q ? rupeesToPaise(q.short_of_minimum) : 0;
  const couponRefused = q?.coupon && !q.coupon.applied ? q.coupon.message : null;
  const methodAllowed = q ? q.methods[method].allowed : false;
  const houseMissing = place !== null && needsHouse(mode, place.house);
  const canPay =
    !!q &&
    !quote.isPlaceholderData &&
    !q.blocker &&
    shortOfMinimum === 0 &&
    methodAllowed &&
    !houseMissing &&
    !placing;
  // Paused: asked while offline; TanStack Query asks again by itself when the connection is back.
  const offline = !q && quote.fetchStatus === 'paused';
  const waiting = placing || (deliverTo !== null && !q && !offline && !quote.isError);
  const saved = q ? formatInr(rupeesToPaise(q.bill.discount)) : '';
  const written = comment.length;
  const shortBy = formatInr(shortOfMinimum);
  const minimumOrder = q
    ? formatInr(shortOfMinimum + rupeesToPaise(q.bill.item_total), { trimZeros: true })
    : '';

  async function pay() {
    if (!q || !deliverTo || !user) return;
    setPlacing(true);
    setProblem('');
    try {
      const body = orderPayload(cart, deliverTo, mode, choices, { withPrices: true });
      const placed = await placeOrder.mutateAsync({ body, total: q.bill.total, comment, attemptKey });
      if (placed.payment) {
        await openGatewayCheckout(placed, { name: user.name, email: user.email, phone: user.phone }, brand);
        return; // the gateway brings the customer back to /checkout
      }
      clearAfterOrder();
      afterMoneyChange(queryClient);
      navigate(`/orderDetails/${placed.id}`, { state: { placed: true } });
    } catch (err) {
      setAttemptKey(crypto.randomUUID());
      snackbar.show(t`Unable to place order!`, 'error');
      if (err instanceof ApiError && err.code === 'CONFLICT') {
        const fresh = (err.data as { quote?: CartQuote } | undefined)?.quote;
        if (fresh)
          queryClient.setQueryData(
            ['cart-quote', user.id, orderPayload(cart, deliverTo, mode, choices)],
            fresh,
          );
        else {
          // A line's price changed since it was added (the 409 names it): the cart takes today's prices,
          // the bill re-prices, and the message below says what changed.
          await refreshCartPrices(cart).catch(() => false);
          queryClient.invalidateQueries({ queryKey: ['cart-quote'] });
        }
      }
      setProblem(err instanceof Error ? err.message : t`Something went wrong. Please try again.`);
      setPlacing(false);
    }
  }

  return (
    <>
      <main id="main" className="page page--with-nav page--with-pay-bar">
        <h1 className={css.title}>
          <Trans>Cart</Trans>
        </h1>
        <div className={css.layout}>
          <div className={css.main}>
            <DeliverToCard
              place={place}
              mode={mode}
              restaurant={r}
              loggedIn={user !== null}
              promisedMinutes={q && !q.blocker && !scheduledFor ? q.promised_minutes : null}
              scheduledFor={scheduledFor}
            />
            <SchedulePicker restaurantId={cart.restaurant?.id} mode={mode} />

            <section className="card" aria-labelledby="lines-title">
              <div className={css.restaurant}>
                {r && <img src={mediaUrl(r.image)} alt="" width={56} height={56} />}
                <div>
                  <h2 id="lines-title">
                    <Link to={`/restaurantDetail/${cart.restaurant?.slug}`} translate="no">
                      {cart.restaurant?.name}
                    </Link>
                  </h2>
                  {r && (
                    <p className="muted small" translate="no">
                      {r.locality}
                    </p>
                  )}
                </div>
              </div>
              <ul className={css.lines}>
                {cart.lines.map((l) => (
                  <li key={cartLineKey(l)} className={css.line}>
                    <VegMark isVeg={l.isVeg} />
                    <span>
                      <span translate="no">{l.name}</span>
                      <LineChoices choices={l.choices} />
                    </span>
                    <QuantityStepper
                      // Two lines of one dish are told apart by their choices.
                      name={l.choices?.length ? `${l.name}, ${choicesText(l.choices)}` : l.name}
                      quantity={l.quantity}
                      onAdd={() => change(cartLineKey(l), 1)}
                      onRemove={() => change(cartLineKey(l), -1)}
                    />
                    <span className={css.linePrice}>{formatInr(l.pricePaise * l.quantity)}</span>
                  </li>
                ))}
              </ul>
              <Link className="link" to={`/restaurantDetail/${cart.restaurant?.slug}`}>
                + <Trans>Add more items</Trans>
              </Link>
            </section>

            {mode === 'delivery' && <TipButtons tip={tip} onTip={saveTip} />}

            <section className={`card ${css.couponRow}`} aria-label={t`Coupon`}>
              <TicketPercent aria-hidden size={20} />
              {coupon ? (
                <>
                  <p>
                    <strong translate="no">{coupon.code}</strong>{' '}
                    {couponRefused ? <Trans>not applied</Trans> : <Trans>applied</Trans>}
                    {q?.coupon?.applied && rupeesToPaise(q.bill.discount) > 0 && (
                      <span className="muted">
                        {' '}
                        · <Trans>you save {saved}</Trans>
                      </span>
                    )}
                    {couponRefused && <span className="blocker small"> · {couponRefused}</span>}
                  </p>
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => {
                      saveCoupon(null);
                      setCouponNotice('');
                      snackbar.show(t`Coupon removed!`);
                    }}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </>
              ) : (
                <p>
                  <Link className="link" to="/coupons">
                    <Trans>Apply coupon</Trans>
                  </Link>
                  {couponNotice && (
                    <span className="blocker small" role="status">
                      {' '}
                      · {couponNotice}
                    </span>
                  )}
                </p>
              )}
            </section>

            <section className={`card ${css.comment}`}>
              <label className="field">
                <span>
                  <Trans>Cooking instructions</Trans>
                </span>
                <textarea
                  value={comment}
                  onChange={(e) => saveOrderComment(e.target.value)}
                  maxLength={MAX_ORDER_COMMENT}
                  rows={2}
                  placeholder={t`Less spicy, no onion…`}
                  aria-describedby="order-comment-count"
                />
              </label>
              <span id="order-comment-count" className={`muted small ${css.commentCount}`}>
                <Trans>
                  {written}/{MAX_ORDER_COMMENT} characters
                </Trans>
              </span>
            </section>

            <p className="notice">
              <Trans>
                Orders once placed cannot be cancelled after 2 minutes of booking and are non-refundable
              </Trans>
            </p>
          </div>

          <div className={css.side}>
            {!deliverTo ? null : offline ? (
              <p role="status" className="card">
                <Trans>You are offline. The bill will show when you are back online.</Trans>
              </p>
            ) : !q && quote.isPending ? (
              <SkeletonCard label={t`Bill loading`} />
            ) : q ? (
              <CartBill bill={q.bill} deliveryKnown={q.blocker !== BLOCKERS.outOfRange} mode={mode} />
            ) : (
              <p role="alert" className="card">
                <Trans>We could not price this cart.</Trans> {quote.error?.message}{' '}
                <button type="button" className="link" onClick={() => quote.refetch()}>
                  <Trans>Try again</Trans>
                </button>
              </p>
            )}

            <section className="card" aria-labelledby="pay-title">
              <h2 id="pay-title">
                <Trans>Choose payment method</Trans>
              </h2>
              {!deliverTo && (
                <p className="blocker">
                  {mode === 'self' ? (
                    <Trans>Choose your location to see the bill.</Trans>
                  ) : (
                    <Trans>Choose a delivery address to see the bill.</Trans>
                  )}
                </p>
              )}
              {houseMissing && q && (
                <p className="blocker" role="status">
                  {houseNeededText()}
                </p>
              )}
              {shortOfMinimum > 0 && q && (
                <p className="blocker" role="status">
                  <Trans>
                    Add {shortBy} more: the minimum order is {minimumOrder}.
                  </Trans>
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
                  <PayBar bill={q?.bill}>
                    <Button block disabled={!canPay} aria-describedby="pay-problem" onClick={pay}>
                      {payLabel(q, waiting, canPay)}
                    </Button>
                  </PayBar>
                  <p id="pay-problem" className="form-problem" role="alert">
                    {problem}
                  </p>
                </>
              ) : (
                <>
                  {q?.blocker && (
                    <p className="blocker" role="status">
                      {blockerText(q.blocker)}
                    </p>
                  )}
                  <PayBar bill={q?.bill}>
                    <Button
                      block
                      onClick={() => {
                        localStorage.setItem('fromCart', '1');
                        navigate('/login');
                      }}
                    >
                      <Trans>Login / Signup to continue</Trans>
                    </Button>
                  </PayBar>
                </>
              )}
            </section>
          </div>
        </div>
      </main>
      {snackbar.element}
    </>
  );
}
