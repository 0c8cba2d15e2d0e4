import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { ArrowLeft } from 'lucide-react';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { useCreateCoupon } from './api/create-coupon.ts';
import { useAdminCoupons } from './api/list-admin-coupons.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';
import { useUpdateCoupon } from './api/update-coupon.ts';
import {
  COUPON_STATE_LABEL,
  type CouponField,
  type CouponFormValues,
  changedCouponFields,
  codeAsTyped,
  couponFormValues,
  couponState,
  EMPTY_COUPON_FORM,
  kolkataInput,
  readCouponForm,
} from './coupon-values.ts';
import { useEndCouponAsking } from './coupons-panel.tsx';
import { SaveProblem } from './save-problem.tsx';
import { plainWords, problemFieldOf } from './server-problem.ts';

/** The API's names of the coupon's fields, as the form's fields and in its words. */
const API_FIELDS: Record<string, CouponField> = {
  code: 'code',
  name: 'name',
  description: 'description',
  restaurant_id: 'restaurantId',
  discount_type: 'value',
  discount_value: 'value',
  upto_amount: 'upto',
  min_order_amount: 'minimum',
  max_uses_per_user: 'maxUses',
  max_uses_total: 'totalUses',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
};
const API_WORDS: Record<string, string> = {
  restaurant_id: 'restaurant',
  discount_value: 'discount',
  discount_type: 'discount type',
  upto_amount: 'up-to amount',
  min_order_amount: 'minimum order',
  max_uses_per_user: 'uses per customer',
  max_uses_total: 'total uses',
  starts_at: 'start',
  ends_at: 'end',
};

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** `/admin/coupons/new` and `/admin/coupons/:id`: a coupon's form (admins only). */
export function CouponFormPage({ me, couponId }: { me: AdminMe; couponId: number | null }) {
  const list = useAdminCoupons();
  const back = (
    <p>
      <Link className={`link ${css.back}`} to="/admin/coupons">
        <ArrowLeft aria-hidden size={16} /> All coupons
      </Link>
    </p>
  );
  if (me.level !== 'admin') {
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">Coupons</h1>
          <p>Only admins add and change coupons.</p>
        </div>
      </>
    );
  }
  if (couponId === null) {
    return (
      <>
        {back}
        <h1 className={css.title}>New coupon</h1>
        <CouponForm />
      </>
    );
  }
  if (list.isPending) {
    return (
      <>
        {back}
        <SkeletonCard label="Loading the coupon" />
      </>
    );
  }
  const coupon = list.data?.find((c) => c.id === couponId);
  if (!coupon) {
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">{list.isError ? 'We could not load the coupon' : 'No such coupon'}</h1>
          <p>{list.isError ? list.error.message : `There is no coupon number ${couponId}.`}</p>
          {list.isError && (
            <div>
              <Button onClick={() => void list.refetch()}>Try again</Button>
            </div>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <CouponForm
        key={coupon.id}
        coupon={coupon}
        refetch={async () => (await list.refetch()).data?.find((c) => c.id === couponId)}
      />
    </>
  );
}

/**
 * A new coupon, or one being changed. An edit sends only what changed, with the version read when the
 * form opened: someone else's save in between is a 409, and the form offers the latest instead.
 */
function CouponForm({
  coupon,
  refetch,
}: {
  coupon?: AdminCoupon;
  refetch?: () => Promise<AdminCoupon | undefined>;
}) {
  const restaurants = useAdminRestaurants();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const save = coupon ? update : create;
  const navigate = useNavigate();
  const {
    end,
    ask,
    result: ended,
    dialog,
  } = useEndCouponAsking((c) => {
    setBase(c);
    setValues((v) => ({ ...v, isActive: c.is_active, endsAt: kolkataInput(c.ends_at) }));
  });
  const id = useId();
  const [base, setBase] = useState(coupon);
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponFormValues(coupon) : EMPTY_COUPON_FORM,
  );
  const [problem, setProblem] = useState<{ field: CouponField | null; message: string } | null>(null);
  const [gone, setGone] = useState(false);
  const fieldId = (f: CouponField) => `${id}-${f}`;
  const problemId = (f: CouponField) => `${id}-${f}-problem`;
  const hintId = (f: CouponField) => `${id}-${f}-hint`;

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const refuse = (field: CouponField | null, message: string) => {
    setProblem({ field, message });
    focusSoon(field ? fieldId(field) : `${id}-problem`);
  };
  // A refusal the form can point at becomes the form's own problem (and the save forgets it).
  const onServerError = (err: Error) => {
    if (hasErrorCode(err, 'BAD_REQUEST')) {
      refuse(problemFieldOf(err, API_FIELDS), plainWords(err.message, API_WORDS));
    } else if (!coupon && hasErrorCode(err, 'CONFLICT')) {
      refuse('code', err.message);
    } else return;
    save.reset();
  };
  const done = (saved: AdminCoupon, verb: string) =>
    navigate('/admin/coupons', { state: { saved: `${verb} ${saved.code}.` } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    setProblem(null);
    save.reset();
    const read = readCouponForm(values);
    if (!read.ok) return refuse(read.field, read.message);
    if (!base) {
      create.mutate(read.fields, { onSuccess: (c) => done(c, 'Created'), onError: onServerError });
      return;
    }
    const changes = changedCouponFields(base, read.fields);
    if (Object.keys(changes).length === 0) return done(base, 'Nothing changed in');
    update.mutate(
      { couponId: base.id, version: base.version, changes },
      { onSuccess: (c) => done(c, 'Saved'), onError: onServerError },
    );
  };

  /** After a 409: the coupon as it is now, in the form, with its version; what was typed is lost. */
  const reload = async () => {
    save.reset();
    end.reset();
    setProblem(null);
    const latest = await refetch?.();
    if (!latest) return setGone(true);
    setBase(latest);
    setValues(couponFormValues(latest));
  };

  if (gone) {
    return (
      <div className="card" role="alert">
        <p>This coupon is no longer there.</p>
        <div>
          <ButtonLink to="/admin/coupons">All coupons</ButtonLink>
        </div>
      </div>
    );
  }

  const field = (f: CouponField, label: ReactNode, control: ReactNode, hint?: ReactNode) => (
    <div className="field">
      <label htmlFor={fieldId(f)}>{label}</label>
      {control}
      {hint && (
        <span className={css.hint} id={hintId(f)}>
          {hint}
        </span>
      )}
      {problem?.field === f && (
        <span className={css.fieldProblem} id={problemId(f)}>
          {problem.message}
        </span>
      )}
    </div>
  );
  const described = (
    f: CouponField,
    hint: boolean,
  ): { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; autoComplete: string } => {
    const bad = problem?.field === f;
    const ids = [hint ? hintId(f) : '', bad ? problemId(f) : ''].filter(Boolean).join(' ');
    return {
      id: fieldId(f),
      'aria-invalid': bad || undefined,
      'aria-describedby': ids || undefined,
      autoComplete: 'off',
    };
  };
  const text = (f: CouponField, props: ComponentProps<'input'> = {}, hint = false) => (
    <input value={values[f]} onChange={(e) => set(f, e.target.value)} {...described(f, hint)} {...props} />
  );
  const percent = values.discountType === 'PERCENTAGE';
  const state = base ? couponState(base, Date.now()) : null;

  return (
    <>
      {base && (
        <div className={css.pageHead}>
          <div className={css.pageTitle}>
            <h1 className={css.title}>{base.code}</h1>
            {state && (
              <span className={state === 'active' || state === 'scheduled' ? 'status' : 'status status--bad'}>
                {COUPON_STATE_LABEL[state]}
              </span>
            )}
          </div>
          <p className="muted small">
            Used {base.uses} {base.uses === 1 ? 'time' : 'times'}
          </p>
        </div>
      )}
      {ended && (
        <p className="status" role="status">
          {ended}
        </p>
      )}
      <form
        className={css.form}
        onSubmit={submit}
        noValidate
        aria-label={base ? `Edit ${base.code}` : 'New coupon'}
      >
        <fieldset className={css.group}>
          <legend>Coupon</legend>
          <div className={css.fields}>
            {field(
              'code',
              'Code',
              base ? (
                <input id={fieldId('code')} value={values.code} readOnly aria-describedby={hintId('code')} />
              ) : (
                <input
                  value={values.code}
                  onChange={(e) => set('code', codeAsTyped(e.target.value))}
                  maxLength={20}
                  spellCheck={false}
                  autoCapitalize="characters"
                  placeholder="WELCOME50"
                  {...described('code', true)}
                />
              ),
              base
                ? 'Customers have it, so it cannot change.'
                : '3 to 20 letters and digits; customers type it.',
            )}
            {field('name', 'Name', text('name', { maxLength: 60 }))}
            <div className={`field ${css.wide}`}>
              <label htmlFor={fieldId('description')}>
                Description <span className="muted small">(optional)</span>
              </label>
              <textarea
                id={fieldId('description')}
                rows={2}
                maxLength={300}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
                aria-invalid={problem?.field === 'description' || undefined}
                aria-describedby={problem?.field === 'description' ? problemId('description') : undefined}
              />
              {problem?.field === 'description' && (
                <span className={css.fieldProblem} id={problemId('description')}>
                  {problem.message}
                </span>
              )}
            </div>
            {field(
              'restaurantId',
              'Where',
              <select
                className={css.select}
                value={values.restaurantId}
                onChange={(e) => set('restaurantId', e.target.value)}
                {...described('restaurantId', restaurants.isError)}
              >
                <option value="">Every restaurant</option>
                {values.restaurantId !== '' &&
                  !restaurants.data?.some((r) => String(r.id) === values.restaurantId) && (
                    <option value={values.restaurantId}>Restaurant #{values.restaurantId}</option>
                  )}
                {restaurants.data?.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                    {r.is_active ? '' : ' (inactive)'}
                  </option>
                ))}
              </select>,
              restaurants.isError
                ? `The restaurants could not be loaded: ${restaurants.error.message}`
                : undefined,
            )}
          </div>
        </fieldset>
        <fieldset className={css.group}>
          <legend>Discount</legend>
          <div className={css.fields}>
            <fieldset className={`${css.radios} ${css.wide}`}>
              <legend>Kind</legend>
              {(
                [
                  ['PERCENTAGE', 'A percentage off'],
                  ['AMOUNT', 'An amount off'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className={css.choice}>
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={value}
                    checked={values.discountType === value}
                    onChange={() => set('discountType', value)}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {field(
              'value',
              percent ? 'Percent off (%)' : 'Amount off (₹)',
              text(
                'value',
                { inputMode: percent ? 'numeric' : 'decimal', placeholder: percent ? '20' : '75' },
                true,
              ),
              percent ? 'A whole percent, 1 to 100.' : 'Rupees, like 75 or 75.50.',
            )}
            {percent &&
              field(
                'upto',
                <>
                  Up to (₹) <span className="muted small">(optional)</span>
                </>,
                text('upto', { inputMode: 'decimal', placeholder: '100' }, true),
                'The most it takes off. Empty: no cap.',
              )}
            {field(
              'minimum',
              'Minimum order (₹)',
              text('minimum', { inputMode: 'decimal' }, true),
              '0 for any order.',
            )}
            {field(
              'maxUses',
              <>
                Uses per customer <span className="muted small">(optional)</span>
              </>,
              text('maxUses', { inputMode: 'numeric', placeholder: '1' }, true),
              'Empty: as often as they like.',
            )}
            {field(
              'totalUses',
              <>
                Total uses <span className="muted small">(optional)</span>
              </>,
              text('totalUses', { inputMode: 'numeric', placeholder: '500' }, true),
              'Orders by all customers together. Empty: no limit.',
            )}
          </div>
          <div className={css.flag}>
            <label className={css.choice}>
              <input
                type="checkbox"
                checked={values.firstOrderOnly}
                onChange={(e) => set('firstOrderOnly', e.target.checked)}
                aria-describedby={`${id}-first-order-hint`}
              />
              First order only
            </label>
            <span className={css.hint} id={`${id}-first-order-hint`}>
              Only a customer's first order may use it (a cancelled order does not count).
            </span>
          </div>
        </fieldset>
        <fieldset className={css.group}>
          <legend>Dates</legend>
          <p className={css.hint}>Kolkata time. Empty start: from now. Empty end: until it is ended.</p>
          <div className={css.fields}>
            {field(
              'startsAt',
              <>
                Starts <span className="muted small">(optional)</span>
              </>,
              text('startsAt', { type: 'datetime-local' }),
            )}
            {field(
              'endsAt',
              <>
                Ends <span className="muted small">(optional)</span>
              </>,
              text('endsAt', { type: 'datetime-local' }),
            )}
          </div>
          {base && (
            <div className={css.flag}>
              <label className={css.choice}>
                <input
                  type="checkbox"
                  checked={values.isActive}
                  onChange={(e) => set('isActive', e.target.checked)}
                  aria-describedby={`${id}-active-hint`}
                />
                Switched on
              </label>
              <span className={css.hint} id={`${id}-active-hint`}>
                Off: customers cannot apply it, even within its dates.
              </span>
            </div>
          )}
        </fieldset>
        <div className={css.saveBar}>
          {problem && (
            <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
              {base ? 'Not saved' : 'Not created'}: {problem.message}
            </p>
          )}
          {save.isError && !problem && (
            <SaveProblem
              error={save.error}
              prefix={base ? 'Not saved' : 'Not created'}
              onReload={() => void reload()}
              focusOnShow
            />
          )}
          {end.isError && (
            <SaveProblem error={end.error} prefix="Not ended" onReload={() => void reload()} focusOnShow />
          )}
          <div className={css.formActions}>
            {base && state !== 'ended' && (
              <Button
                variant="danger"
                className={css.pushLeft}
                busy={end.isPending}
                onClick={() => ask(base)}
              >
                End coupon
              </Button>
            )}
            <ButtonLink variant="ghost" to="/admin/coupons">
              Cancel
            </ButtonLink>
            <Button
              type="submit"
              busy={save.isPending}
              disabled={!!base && hasErrorCode(save.error, 'CONFLICT')}
            >
              {base ? 'Save changes' : 'Create coupon'}
            </Button>
          </div>
        </div>
      </form>
      {dialog}
    </>
  );
}
