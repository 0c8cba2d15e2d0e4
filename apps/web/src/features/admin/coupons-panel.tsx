import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { Plus, Search, TicketPercent } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { Link, useLocation } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { useEndCoupon } from './api/end-coupon.ts';
import { useAdminCoupons } from './api/list-admin-coupons.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';
import {
  COUPON_STATE_LABEL,
  type CouponState,
  couponState,
  datesText,
  discountText,
  minimumText,
} from './coupon-values.ts';
import { SaveProblem } from './save-problem.tsx';

const LIVE: readonly CouponState[] = ['active', 'scheduled'];

/** Ends a coupon after asking (admins): the list and the coupon page share it. */
export function useEndCouponAsking(onEnded?: (coupon: AdminCoupon) => void) {
  const end = useEndCoupon();
  const [target, setTarget] = useState<AdminCoupon | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`End ${target?.code ?? ''} now?`}
      confirmLabel="End coupon"
      cancelLabel="Keep it"
      onConfirm={() => {
        const coupon = target;
        setTarget(null);
        if (!coupon) return;
        setResult(null);
        end.mutate(
          { couponId: coupon.id, version: coupon.version },
          {
            onSuccess: (c) => {
              setResult(`${c.code} has ended. Orders that used it keep it.`);
              onEnded?.(c);
            },
          },
        );
      }}
      onCancel={() => setTarget(null)}
    >
      Customers can no longer apply it, from their next cart. Orders that used it keep it.
    </ConfirmDialog>
  );
  return { end, ask: setTarget, result, dialog };
}

/** `/admin/coupons`: every coupon, platform-wide and per restaurant; admins add, edit and end them. */
export function CouponsPanel({ me }: { me: AdminMe }) {
  const list = useAdminCoupons();
  const restaurants = useAdminRestaurants();
  const names = useMemo(() => new Map(restaurants.data?.map((r) => [r.id, r.name])), [restaurants.data]);
  const { end, ask, result, dialog } = useEndCouponAsking();
  const { state } = useLocation();
  const saved = (state as { saved?: string } | null)?.saved ?? null;
  const [q, setQ] = useState('');
  const headingId = useId();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const canEdit = me.level === 'admin';
  useEffect(() => {
    if (result || end.isError) resultRef.current?.focus();
  }, [result, end.isError]);

  const header = (
    <div className={css.pageHead}>
      <h1 id={headingId} className={css.title}>
        Coupons
      </h1>
      {canEdit && (
        <ButtonLink to="/admin/coupons/new">
          <Plus aria-hidden size={18} /> New coupon
        </ButtonLink>
      )}
    </div>
  );
  if (list.isPending) {
    return (
      <>
        {header}
        <SkeletonCard label="Loading the coupons" />
      </>
    );
  }
  if (list.isError) {
    return (
      <>
        {header}
        <div className="card" role="alert">
          <p>We could not load the coupons. {list.error.message}</p>
          <div>
            <Button onClick={() => void list.refetch()}>Try again</Button>
          </div>
        </div>
      </>
    );
  }
  const now = Date.now();
  const needle = q.trim().toLowerCase();
  const where = (c: AdminCoupon) =>
    c.restaurant_id === null
      ? 'Every restaurant'
      : (names.get(c.restaurant_id) ?? `Restaurant #${c.restaurant_id}`);
  const shown = list.data.filter(
    (c) =>
      c.code.toLowerCase().includes(needle) ||
      c.name.toLowerCase().includes(needle) ||
      where(c).toLowerCase().includes(needle),
  );
  return (
    <>
      {header}
      {!canEdit && (
        <p className="notice small">Support can see the coupons; admins add, change and end them.</p>
      )}
      {saved && !result && (
        <p className="status" role="status">
          {saved}
        </p>
      )}
      {end.isError && (
        <SaveProblem
          error={end.error}
          prefix="Not ended"
          focusOnShow
          onReload={() => {
            end.reset();
            void list.refetch();
          }}
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      {list.data.length === 0 ? (
        <div className="empty">
          <TicketPercent aria-hidden size={44} className="empty__icon" />
          <h2>No coupons yet</h2>
          {canEdit && <p>Add the first with “New coupon”.</p>}
        </div>
      ) : (
        <>
          <div className={css.tools}>
            <label className="search-field">
              <Search aria-hidden size={18} />
              <input
                type="search"
                aria-label="Search coupons by code, name or restaurant"
                placeholder="Search by code, name or restaurant"
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
            </label>
            <p className="muted small" role="status">
              {shown.length === list.data.length
                ? `${list.data.length} coupons`
                : `${shown.length} of ${list.data.length} coupons`}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="muted">No coupon matches “{q}”.</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on a phone, by keyboard too
            <section className={css.tableWrap} aria-labelledby={headingId} tabIndex={0}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col">Coupon</th>
                    <th scope="col">Where</th>
                    <th scope="col">Discount</th>
                    <th scope="col">Minimum</th>
                    <th scope="col">Dates</th>
                    <th scope="col" className={css.number}>
                      Uses
                    </th>
                    <th scope="col">Status</th>
                    {canEdit && (
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((c) => {
                    const st = couponState(c, now);
                    return (
                      <tr key={c.id} className={LIVE.includes(st) ? undefined : css.revoked}>
                        <th scope="row" className={css.code}>
                          {canEdit ? (
                            <Link className="link" to={`/admin/coupons/${c.id}`}>
                              {c.code}
                            </Link>
                          ) : (
                            c.code
                          )}
                          <span className={`muted small ${css.block} ${css.couponName}`}>{c.name}</span>
                        </th>
                        <td className={css.wrap}>{where(c)}</td>
                        <td>{discountText(c)}</td>
                        <td>{minimumText(c.min_order_amount)}</td>
                        <td className={css.wrap}>{datesText(c)}</td>
                        <td className={css.number}>
                          {c.uses}
                          {c.max_uses_total !== null && ` of ${c.max_uses_total}`}
                          {c.max_uses_per_user !== null && (
                            <span className={`muted small ${css.block}`}>
                              {c.max_uses_per_user} per customer
                            </span>
                          )}
                        </td>
                        <td>
                          <span className={LIVE.includes(st) ? 'status' : 'status status--bad'}>
                            {COUPON_STATE_LABEL[st]}
                          </span>
                        </td>
                        {canEdit && (
                          <td>
                            {st !== 'ended' && (
                              <Button
                                variant="ghost"
                                size="small"
                                busy={end.isPending && end.variables?.couponId === c.id}
                                onClick={() => ask(c)}
                              >
                                End<span className="visually-hidden"> {c.code}</span>
                              </Button>
                            )}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
      {dialog}
    </>
  );
}
