import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { Plus, TicketPercent } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Link, useLocation } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { AdminTable } from './admin-table.tsx';
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
  const now = Date.now();
  const where = (c: AdminCoupon) =>
    c.restaurant_id === null
      ? 'Every restaurant'
      : (names.get(c.restaurant_id) ?? `Restaurant #${c.restaurant_id}`);
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
      <AdminList
        query={list}
        plural="coupons"
        empty={{
          Icon: TicketPercent,
          title: 'No coupons yet',
          hint: canEdit ? 'Add the first with “New coupon”.' : undefined,
        }}
        search={{
          label: 'Search coupons by code, name or restaurant',
          placeholder: 'Search by code, name or restaurant',
          matches: (c, needle) =>
            c.code.toLowerCase().includes(needle) ||
            c.name.toLowerCase().includes(needle) ||
            where(c).toLowerCase().includes(needle),
        }}
      >
        {(rows) => (
          <AdminTable
            labelledBy={headingId}
            rows={rows}
            rowKey={(c) => c.id}
            rowClassName={(c) => (LIVE.includes(couponState(c, now)) ? undefined : css.revoked)}
            rowHeader={{
              name: 'Coupon',
              cell: (c) => (
                <span className={css.code}>
                  {canEdit ? (
                    <Link className="link" to={`/admin/coupons/${c.id}`}>
                      {c.code}
                    </Link>
                  ) : (
                    c.code
                  )}
                  <span className={`muted small ${css.block} ${css.couponName}`}>{c.name}</span>
                </span>
              ),
            }}
            columns={[
              { name: 'Where', cell: where, wrap: true },
              { name: 'Discount', cell: discountText },
              { name: 'Minimum', cell: (c) => minimumText(c.min_order_amount) },
              { name: 'Dates', cell: datesText, wrap: true },
              {
                name: 'Uses',
                numeric: true,
                cell: (c) => (
                  <>
                    {c.uses}
                    {c.max_uses_total !== null && ` of ${c.max_uses_total}`}
                    {c.max_uses_per_user !== null && (
                      <span className={`muted small ${css.block}`}>{c.max_uses_per_user} per customer</span>
                    )}
                  </>
                ),
              },
              {
                name: 'Status',
                cell: (c) => {
                  const st = couponState(c, now);
                  return (
                    <span className={LIVE.includes(st) ? 'status' : 'status status--bad'}>
                      {COUPON_STATE_LABEL[st]}
                    </span>
                  );
                },
              },
              ...(canEdit
                ? [
                    {
                      name: 'Actions',
                      actions: true,
                      cell: (c: AdminCoupon) =>
                        couponState(c, now) !== 'ended' && (
                          <Button
                            variant="ghost"
                            size="small"
                            busy={end.isPending && end.variables?.couponId === c.id}
                            onClick={() => ask(c)}
                          >
                            End<span className="visually-hidden"> {c.code}</span>
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </AdminList>
      {dialog}
    </>
  );
}
