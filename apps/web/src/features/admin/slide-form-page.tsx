import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { Link, useLocation, useNavigate } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { useCreateSlide } from './api/create-slide.ts';
import { useAdminCoupons } from './api/list-admin-coupons.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';
import { useAdminSlides } from './api/list-admin-slides.ts';
import { useUpdateSlide } from './api/update-slide.ts';
import { useUploadSlidePhoto } from './api/upload-slide-photo.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { SaveProblem } from './save-problem.tsx';
import { plainWords, problemFieldOf } from './server-problem.ts';
import {
  changedSlideFields,
  EMPTY_SLIDE_FORM,
  type LinkKind,
  readSlideForm,
  SLIDE_STATE_LABEL,
  type SlideField,
  type SlideFormValues,
  slideFormValues,
  slideState,
} from './slide-values.ts';

const API_FIELDS: Record<string, SlideField> = {
  title: 'title',
  restaurant_id: 'restaurantId',
  coupon_id: 'couponId',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
};
const API_WORDS: Record<string, string> = {
  restaurant_id: 'restaurant',
  coupon_id: 'coupon',
  starts_at: 'start',
  ends_at: 'end',
};

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** `/admin/slides/new` and `/admin/slides/:id`: a promo slide's form and photo (admins only). */
export function SlideFormPage({ me, slideId }: { me: AdminMe; slideId: number | null }) {
  const list = useAdminSlides();
  const back = (
    <p>
      <Link className={`link ${css.back}`} to="/admin/slides">
        <ArrowLeft aria-hidden size={16} /> All promo slides
      </Link>
    </p>
  );
  if (me.level !== 'admin') {
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">Promo slides</h1>
          <p>Only admins add and change promo slides.</p>
        </div>
      </>
    );
  }
  if (slideId === null) {
    return (
      <>
        {back}
        <h1 className={css.title}>New slide</h1>
        <SlideForm />
      </>
    );
  }
  if (list.isPending) {
    return (
      <>
        {back}
        <SkeletonCard label="Loading the slide" />
      </>
    );
  }
  const slide = list.data?.find((s) => s.id === slideId);
  if (!slide) {
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">{list.isError ? 'We could not load the slide' : 'No such slide'}</h1>
          <p>{list.isError ? list.error.message : `There is no promo slide number ${slideId}.`}</p>
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
      <SlideEditor slide={slide} refetch={() => list.refetch()} />
    </>
  );
}

/** A slide's page: its photo (saved as soon as it is chosen) and its words, link, dates and switch. */
function SlideEditor({ slide, refetch }: { slide: AdminSlide; refetch: () => Promise<unknown> }) {
  const upload = useUploadSlidePhoto(slide.id);
  // Said outside the form: a save remounts the form with the saved version.
  const [status, setStatus] = useState('');
  const { state } = useLocation();
  const created = (state as { created?: string } | null)?.created ?? null;
  const headingId = useId();
  const st = slideState(slide, Date.now());
  return (
    <>
      <div className={css.pageHead}>
        <div className={css.pageTitle}>
          <h1 className={css.title}>{slide.title}</h1>
          <span className={st === 'live' || st === 'scheduled' ? 'status' : 'status status--bad'}>
            {SLIDE_STATE_LABEL[st]}
          </span>
        </div>
      </div>
      {created && !slide.image && (
        <p className="status" role="status">
          {created}
        </p>
      )}
      <section className={css.group} aria-labelledby={headingId}>
        <h2 id={headingId} className={css.groupTitle}>
          Photo
        </h2>
        <PhotoPicker
          subject={slide.title}
          path={slide.image}
          shape="slide"
          busy={upload.isPending}
          error={upload.error}
          send={(photo) => upload.mutateAsync({ version: slide.version, photo })}
          onReload={() => void refetch().then(() => upload.reset())}
        />
        <p className={css.hint}>
          Cropped to the carousel’s shape (5 wide to 2 high) around what matters in it.
        </p>
      </section>
      <SlideForm key={slide.version} slide={slide} refetch={refetch} onStatus={setStatus} />
      <p className="status" role="status">
        {status}
      </p>
    </>
  );
}

/**
 * A new slide, or one being changed: its title (read out for its photo), what a tap opens, its dates.
 * An edit sends only what changed, with the version read: someone else's save in between is a 409.
 */
function SlideForm({
  slide,
  refetch,
  onStatus = () => undefined,
}: {
  slide?: AdminSlide;
  refetch?: () => Promise<unknown>;
  onStatus?: (words: string) => void;
}) {
  const restaurants = useAdminRestaurants();
  const coupons = useAdminCoupons();
  const create = useCreateSlide();
  const update = useUpdateSlide();
  const save = slide ? update : create;
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<SlideFormValues>(() =>
    slide ? slideFormValues(slide) : EMPTY_SLIDE_FORM,
  );
  const [active, setActive] = useState(slide?.is_active ?? true);
  const [problem, setProblem] = useState<{ field: SlideField | null; message: string } | null>(null);
  const fieldId = (f: SlideField) => `${id}-${f}`;
  const problemId = (f: SlideField) => `${id}-${f}-problem`;

  const set = <K extends keyof SlideFormValues>(key: K, value: SlideFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    onStatus('');
    if (problem?.field === key) setProblem(null);
  };
  const refuse = (field: SlideField | null, message: string) => {
    setProblem({ field, message });
    focusSoon(field ? fieldId(field) : `${id}-problem`);
  };
  const onServerError = (err: Error) => {
    if (!hasErrorCode(err, 'BAD_REQUEST')) return;
    save.reset();
    refuse(problemFieldOf(err, API_FIELDS), plainWords(err.message, API_WORDS));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    setProblem(null);
    save.reset();
    const read = readSlideForm(values);
    if (!read.ok) return refuse(read.field, read.message);
    if (!slide) {
      create.mutate(read.fields, {
        onSuccess: (s) =>
          navigate(`/admin/slides/${s.id}`, {
            state: { created: `${s.title} is made. Choose its photo: it shows once it has one.` },
          }),
        onError: onServerError,
      });
      return;
    }
    const changes = {
      ...changedSlideFields(slide, read.fields),
      ...(active !== slide.is_active && { is_active: active }),
    };
    if (Object.keys(changes).length === 0) return onStatus('Nothing changed.');
    // A promise, not the call's callbacks: the saved version remounts this form before they would run.
    update
      .mutateAsync({ slideId: slide.id, version: slide.version, changes })
      .then(() => onStatus('Saved. Customers see it now.'), onServerError);
  };

  const field = (f: SlideField, label: ReactNode, control: ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={fieldId(f)}>{label}</label>
      {control}
      {hint && <span className={css.hint}>{hint}</span>}
      {problem?.field === f && (
        <span className={css.fieldProblem} id={problemId(f)}>
          {problem.message}
        </span>
      )}
    </div>
  );
  const described = (f: SlideField) => ({
    id: fieldId(f),
    'aria-invalid': problem?.field === f || undefined,
    'aria-describedby': problem?.field === f ? problemId(f) : undefined,
  });
  // A slide of the demo city opens a page of its own until it is linked to a restaurant or coupon.
  const ownPage = slide && slide.restaurant_id === null && slide.coupon_id === null ? slide.link : null;
  const LINKS: Array<[LinkKind, string]> = [
    ['none', ownPage ? `Its page now (${ownPage})` : 'Nothing'],
    ['restaurant', 'A restaurant'],
    ['coupon', 'A coupon'],
  ];

  return (
    <form
      className={css.form}
      onSubmit={submit}
      noValidate
      aria-label={slide ? `Edit ${slide.title}` : 'New slide'}
    >
      <fieldset className={css.group}>
        <legend>Slide</legend>
        <div className={css.fields}>
          {field(
            'title',
            'Title',
            <input
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              maxLength={80}
              autoComplete="off"
              {...described('title')}
            />,
            'Read out to those who cannot see the photo; 2 to 80 characters.',
          )}
        </div>
        <fieldset className={css.radios}>
          <legend>A tap opens</legend>
          {LINKS.map(([value, label]) => (
            <label key={value} className={css.choice}>
              <input
                type="radio"
                name={`${id}-link`}
                value={value}
                checked={values.link === value}
                onChange={() => set('link', value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={css.fields}>
          {values.link === 'restaurant' &&
            field(
              'restaurantId',
              'Restaurant',
              <select
                className={css.select}
                value={values.restaurantId}
                onChange={(e) => set('restaurantId', e.target.value)}
                {...described('restaurantId')}
              >
                <option value="">Choose a restaurant</option>
                {restaurants.data?.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                    {r.is_active ? '' : ' (inactive)'}
                  </option>
                ))}
              </select>,
              'Its menu opens. While it is inactive the slide is not shown.',
            )}
          {values.link === 'coupon' &&
            field(
              'couponId',
              'Coupon',
              <select
                className={css.select}
                value={values.couponId}
                onChange={(e) => set('couponId', e.target.value)}
                {...described('couponId')}
              >
                <option value="">Choose a coupon</option>
                {coupons.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} · {c.name}
                  </option>
                ))}
              </select>,
              'Its restaurant’s menu opens, or the offers for a coupon every restaurant takes. Once the coupon ends, the slide is not shown.',
            )}
        </div>
      </fieldset>
      <fieldset className={css.group}>
        <legend>Dates</legend>
        <p className={css.hint}>
          Kolkata time. Empty start: from now. Empty end: until it is removed or switched off.
        </p>
        <div className={css.fields}>
          {field(
            'startsAt',
            <>
              Starts <span className="muted small">(optional)</span>
            </>,
            <input
              type="datetime-local"
              value={values.startsAt}
              onChange={(e) => set('startsAt', e.target.value)}
              {...described('startsAt')}
            />,
          )}
          {field(
            'endsAt',
            <>
              Ends <span className="muted small">(optional)</span>
            </>,
            <input
              type="datetime-local"
              value={values.endsAt}
              onChange={(e) => set('endsAt', e.target.value)}
              {...described('endsAt')}
            />,
          )}
        </div>
        {slide && (
          <div className={css.flag}>
            <label className={css.choice}>
              <input
                type="checkbox"
                checked={active}
                onChange={(e) => {
                  setActive(e.target.checked);
                  onStatus('');
                }}
                aria-describedby={`${id}-active-hint`}
              />
              Switched on
            </label>
            <span className={css.hint} id={`${id}-active-hint`}>
              Off: not shown, even within its dates.
            </span>
          </div>
        )}
      </fieldset>
      <div className={css.saveBar}>
        {problem && problem.field === null && (
          <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
            Not saved: {problem.message}
          </p>
        )}
        <SaveProblem
          error={save.error}
          focusOnShow
          onReload={() => {
            save.reset();
            void refetch?.();
          }}
        />
        <div className={css.formActions}>
          {!slide && (
            <ButtonLink variant="ghost" to="/admin/slides">
              Cancel
            </ButtonLink>
          )}
          <Button type="submit" busy={save.isPending}>
            {slide ? 'Save slide' : 'Create slide'}
          </Button>
        </div>
      </div>
    </form>
  );
}
