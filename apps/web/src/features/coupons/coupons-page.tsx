import { subtotalPaise } from '@khabar/domain/cart/cart';
import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import type { UnusableCoupon } from '@khabar/domain/contracts/orders/get-unusable-coupons';
import { formatInr } from '@khabar/domain/money/rupees';
import { couponDiscount, couponTerms } from '@khabar/domain/pricing/coupon-discount';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import {
  CouponCard,
  CouponList,
  type CouponRefused,
  copyCode,
} from '../../components/coupon/coupon-card.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { useCart } from '../../lib/cart-store.ts';
import { saveCoupon, useCoupon } from '../../lib/coupon-store.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { couponsQuery, useCoupons } from '../../lib/use-coupons.ts';
import { useUnusableCoupons } from './api/get-unusable-coupons.ts';
import css from './coupons.module.css';

const REFUSED_LABEL: Record<UnusableCoupon['reason'], MessageDescriptor> = {
  used: msg`USED`,
  'first-order': msg`FIRST ORDER ONLY`,
  'used-up': msg`USED UP`,
};

/**
 * `/coupons`: the coupons for the cart's restaurant, and a field for a code the customer was given.
 * Applying one checks its minimum first; one the customer can no longer use is shown as such, never
 * offered (issue 23 item 11). The server decides again when it prices the cart.
 */
export function CouponsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const applied = useCoupon();
  const snackbar = useSnackbar();
  const coupons = useCoupons(cart.restaurant?.id);
  const unusable = useUnusableCoupons(cart.restaurant?.id);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const restaurantName = cart.restaurant?.name;
  const refusedOf = (id: number): CouponRefused | null => {
    const u = unusable.data?.find((x) => x.id === id);
    // The message is the server's, already in the screen's language (its Accept-Language).
    return u ? { label: t(REFUSED_LABEL[u.reason]), message: u.message } : null;
  };
  const active = (coupons.data ?? []).filter((c) => c.is_active === 1);
  // The ones the customer may still use first; the used ones after, as a record.
  const list = [...active.filter((c) => !refusedOf(c.id)), ...active.filter((c) => refusedOf(c.id))];

  /** Applies a coupon, or says why not (its minimum, or a limit the customer has reached). */
  const apply = (c: CouponSummary): string | null => {
    const refused = refusedOf(c.id);
    if (refused) return refused.message;
    const terms = couponTerms(c);
    // The rule's one refusal is its minimum, said here in the screen's language.
    const minimum = formatInr(terms.minOrderPaise, { trimZeros: true });
    if (!couponDiscount(terms, subtotalPaise(cart)).ok)
      return t`Coupon applicable on minimum order of ${minimum}`;
    saveCoupon(c);
    sessionStorage.setItem('flash', t`Coupon applied successfully!`);
    navigate('/cart');
    return null;
  };

  const applyTyped = async (e: FormEvent) => {
    e.preventDefault();
    const code = typed.trim().toUpperCase();
    if (!/^[A-Z0-9]{3,20}$/.test(code)) {
      setProblem(t`Enter the code as it was given to you: 3 to 20 letters and digits.`);
      return;
    }
    const here = active.find((c) => c.code === code);
    if (here) {
      setProblem(apply(here) ?? '');
      return;
    }
    // Not one of this restaurant's: another restaurant's, or no live coupon at all (the server's words).
    const all = await queryClient.fetchQuery(couponsQuery()).catch(() => null);
    const restaurant = cart.restaurant?.name ?? '';
    if (all === null) setProblem(t`We could not check this code. Please try again.`);
    else if (all.some((c) => c.code === code)) setProblem(t`This coupon is not valid at ${restaurant}.`);
    else setProblem(t`This coupon is not valid.`);
  };

  return (
    <>
      <PageHeader title={t`Apply Coupon`} fallback="/cart" />
      <main id="main" className="page narrow">
        {!cart.restaurant ? (
          <div className="empty">
            <h2>
              <Trans>Your cart is empty.</Trans>
            </h2>
            <p className="muted">
              <Trans>Add dishes first; coupons are for a restaurant’s cart.</Trans>
            </p>
            <ButtonLink to="/offers">
              <Trans>See all offers</Trans>
            </ButtonLink>
          </div>
        ) : (
          <>
            <form className={`card ${css.typed}`} onSubmit={applyTyped} noValidate>
              <label className="field">
                <span>
                  <Trans>Have a coupon code?</Trans>
                </span>
                <input
                  value={typed}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setProblem('');
                  }}
                  maxLength={20}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={problem !== '' || undefined}
                  aria-describedby="typed-problem"
                />
              </label>
              <Button type="submit" disabled={coupons.isPending}>
                <Trans>APPLY CODE</Trans>
              </Button>
              <p id="typed-problem" className="form-problem" role="alert">
                {problem}
              </p>
            </form>
            {coupons.isPending ? (
              <p className="muted" aria-busy="true">
                <Trans>Loading coupons…</Trans>
              </p>
            ) : coupons.isError ? (
              <p role="alert">
                <Trans>We could not load coupons.</Trans> {coupons.error.message}
              </p>
            ) : list.length === 0 ? (
              <div className="empty">
                <h2>
                  <Trans>
                    No coupons for <span translate="no">{restaurantName}</span> right now
                  </Trans>
                </h2>
                <p className="muted">
                  <Trans>Look again later, or see the offers of other restaurants.</Trans>
                </p>
              </div>
            ) : (
              <>
                <p className="muted">
                  <Trans>
                    Coupons for <span translate="no">{restaurantName}</span>
                  </Trans>
                </p>
                <CouponList>
                  {list.map((c) => (
                    <CouponCard
                      key={c.id}
                      coupon={c}
                      applied={applied?.id === c.id}
                      refused={refusedOf(c.id)}
                      onCopy={(code) => copyCode(code, snackbar.show)}
                      onApply={() => {
                        const why = apply(c);
                        if (why) snackbar.show(why);
                      }}
                    />
                  ))}
                </CouponList>
              </>
            )}
          </>
        )}
      </main>
      {snackbar.element}
    </>
  );
}
