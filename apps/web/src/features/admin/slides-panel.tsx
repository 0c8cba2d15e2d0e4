import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { ArrowDown, ArrowUp, GalleryHorizontal, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Photo } from '../../components/photo/photo.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Link, useLocation } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { AdminTable } from './admin-table.tsx';
import { useAdminCoupons } from './api/list-admin-coupons.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';
import { useAdminSlides } from './api/list-admin-slides.ts';
import { useMoveSlide } from './api/move-slide.ts';
import { useRemoveSlide } from './api/remove-slide.ts';
import { datesText } from './coupon-values.ts';
import { SaveProblem } from './save-problem.tsx';
import { SLIDE_STATE_LABEL, slideState } from './slide-values.ts';

/** Where a slide sends a customer, in words: the restaurant's or coupon's name, or the app's page. */
function useSlideTargets() {
  const restaurants = useAdminRestaurants();
  const coupons = useAdminCoupons();
  return useMemo(() => {
    const names = new Map(restaurants.data?.map((r) => [r.id, r.name]));
    const bySlug = new Map(restaurants.data?.map((r) => [`/restaurantDetail/${r.slug}`, r.name]));
    const codes = new Map(coupons.data?.map((c) => [c.id, c.code]));
    return (s: AdminSlide) =>
      s.restaurant_id !== null
        ? (names.get(s.restaurant_id) ?? `Restaurant #${s.restaurant_id}`)
        : s.coupon_id !== null
          ? `Coupon ${codes.get(s.coupon_id) ?? `#${s.coupon_id}`}`
          : s.link === null
            ? 'Nothing'
            : (bySlug.get(s.link) ??
              (s.link === '/restaurants' ? 'The restaurants list' : `The page ${s.link}`));
  }, [restaurants.data, coupons.data]);
}

/**
 * `/admin/slides`: the home screen's promo carousel, slide by slide in its order; admins add slides,
 * move them up and down, and remove them. Customers see a slide once it has a photo, while it is on and
 * within its dates.
 */
export function SlidesPanel({ me }: { me: AdminMe }) {
  const list = useAdminSlides();
  const move = useMoveSlide();
  const remove = useRemoveSlide();
  const targetOf = useSlideTargets();
  const [asking, setAsking] = useState<AdminSlide | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const { state } = useLocation();
  const saved = (state as { saved?: string } | null)?.saved ?? null;
  const headingId = useId();
  const canEdit = me.level === 'admin';
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const moveTo = (s: AdminSlide, position: number, words: string) => {
    setResult(null);
    remove.reset();
    move.mutate(
      { slideId: s.id, version: s.version, position },
      { onSuccess: () => setResult(`${s.title} moved ${words}.`) },
    );
  };
  const confirmRemove = () => {
    const s = asking;
    setAsking(null);
    if (!s) return;
    setResult(null);
    move.reset();
    remove.mutate(
      { slideId: s.id, version: s.version },
      { onSuccess: () => setResult(`${s.title} is removed.`) },
    );
  };

  const now = Date.now();
  const count = list.data?.length ?? 0;
  return (
    <>
      <div className={css.pageHead}>
        <h1 id={headingId} className={css.title}>
          Promo slides
        </h1>
        {canEdit && (
          <ButtonLink to="/admin/slides/new">
            <Plus aria-hidden size={18} /> New slide
          </ButtonLink>
        )}
      </div>
      <p className="muted">
        The home screen’s carousel, in this order. A slide shows once it has a photo, while it is on and
        within its dates; customers see a change at once.
      </p>
      {!canEdit && <p className="notice small">Support can see the slides; admins change them.</p>}
      {saved && !result && (
        <p className="status" role="status">
          {saved}
        </p>
      )}
      {(move.isError || remove.isError) && (
        <SaveProblem
          error={move.error ?? remove.error}
          prefix={move.isError ? 'Not moved' : 'Not removed'}
          focusOnShow
          onReload={() => {
            move.reset();
            remove.reset();
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
        plural="slides"
        empty={{
          Icon: GalleryHorizontal,
          title: 'No promo slides yet',
          hint: canEdit ? 'Add the first with “New slide”.' : undefined,
        }}
      >
        {(rows) => (
          <AdminTable
            labelledBy={headingId}
            rows={rows}
            rowKey={(s) => s.id}
            rowClassName={(s) => (slideState(s, now) === 'live' ? undefined : css.revoked)}
            rowHeader={{
              name: 'Slide',
              cell: (s) => (
                <span className={css.slideName}>
                  {/* A box of its own: a stored photo's <picture> is display: contents. */}
                  <span className={css.slideThumbBox}>
                    <Photo
                      className={css.slideThumb}
                      path={s.image}
                      sizes="100px"
                      alt=""
                      width={100}
                      height={40}
                      loading="lazy"
                    />
                  </span>
                  {canEdit ? (
                    <Link className="link" to={`/admin/slides/${s.id}`}>
                      {s.title}
                    </Link>
                  ) : (
                    <span>{s.title}</span>
                  )}
                </span>
              ),
            }}
            columns={[
              { name: 'Place', numeric: true, cell: (s) => rows.indexOf(s) + 1 },
              { name: 'Links to', wrap: true, cell: targetOf },
              { name: 'Dates', wrap: true, cell: (s) => datesText(s) },
              {
                name: 'Status',
                cell: (s) => {
                  const st = slideState(s, now);
                  return (
                    <span className={st === 'live' || st === 'scheduled' ? 'status' : 'status status--bad'}>
                      {SLIDE_STATE_LABEL[st]}
                    </span>
                  );
                },
              },
              ...(canEdit
                ? [
                    {
                      name: 'Actions',
                      actions: true,
                      cell: (s: AdminSlide) => {
                        const at = rows.indexOf(s);
                        const busy = move.isPending && move.variables?.slideId === s.id;
                        return (
                          <span className={css.rowActions}>
                            <Button
                              variant="ghost"
                              size="small"
                              className={css.iconButton}
                              disabled={at === 0 || busy}
                              onClick={() => moveTo(s, at - 1, 'up')}
                              aria-label={`Move ${s.title} up`}
                            >
                              <ArrowUp aria-hidden size={16} />
                            </Button>
                            <Button
                              variant="ghost"
                              size="small"
                              className={css.iconButton}
                              disabled={at === count - 1 || busy}
                              onClick={() => moveTo(s, at + 1, 'down')}
                              aria-label={`Move ${s.title} down`}
                            >
                              <ArrowDown aria-hidden size={16} />
                            </Button>
                            <Button
                              variant="ghost"
                              size="small"
                              busy={remove.isPending && remove.variables?.slideId === s.id}
                              onClick={() => setAsking(s)}
                            >
                              Remove<span className="visually-hidden"> {s.title}</span>
                            </Button>
                          </span>
                        );
                      },
                    },
                  ]
                : []),
            ]}
          />
        )}
      </AdminList>
      <ConfirmDialog
        open={asking !== null}
        title={`Remove ${asking?.title ?? ''}?`}
        confirmLabel="Remove slide"
        cancelLabel="Keep it"
        onConfirm={confirmRemove}
        onCancel={() => setAsking(null)}
      >
        It leaves the carousel at once and cannot be brought back (the audit log keeps what it was). To take
        it off for a while, switch it off on its page instead.
      </ConfirmDialog>
    </>
  );
}
