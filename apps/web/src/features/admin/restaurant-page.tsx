import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { Link, useLocation } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { type RestaurantTab, restaurantPath } from './admin-paths.ts';
import { useAdminRestaurant } from './api/get-admin-restaurant.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';
import { type RestaurantChange, useUpdateRestaurant } from './api/update-restaurant.ts';
import { HoursEditor, type HoursProblem, hoursDayId, hoursInputId } from './hours-editor.tsx';
import { type HoursWeek, sameHours, weekOf, weekToHours } from './hours-week.ts';
import { type FieldProblem, RestaurantDetailsFields } from './restaurant-details-fields.tsx';
import {
  changedRestaurantFields,
  type RestaurantField,
  type RestaurantFormValues,
  readRestaurantForm,
  restaurantFormValues,
  restaurantRefusal,
} from './restaurant-form-values.ts';
import { RestaurantPhoto } from './restaurant-photo.tsx';
import { RestaurantStaffPanel } from './restaurant-staff-panel.tsx';
import { SaveProblem } from './save-problem.tsx';

const TABS: readonly { id: RestaurantTab; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'hours', label: 'Hours' },
  { id: 'staff', label: 'Staff' },
];

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** `/admin/restaurants/:id(/hours|/staff)`: one restaurant, its details, its week of hours, its staff. */
export function RestaurantPage({ me, id, tab }: { me: AdminMe; id: number; tab: RestaurantTab }) {
  const restaurant = useAdminRestaurant(id);
  const back = (
    <p>
      <Link className={`link ${css.back}`} to="/admin/restaurants">
        <ArrowLeft aria-hidden size={16} /> All restaurants
      </Link>
    </p>
  );
  if (restaurant.isPending) {
    return (
      <>
        {back}
        <SkeletonCard label="Loading the restaurant" widths={['40%', '100%', '100%', '100%', '60%']} />
      </>
    );
  }
  if (restaurant.isError && !restaurant.data) {
    const gone = hasErrorCode(restaurant.error, 'NOT_FOUND');
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">{gone ? 'No such restaurant' : 'We could not load the restaurant'}</h1>
          <p>{gone ? `There is no restaurant number ${id}.` : restaurant.error.message}</p>
          {!gone && (
            <div>
              <Button onClick={() => void restaurant.refetch()}>Try again</Button>
            </div>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <RestaurantEditor
        key={id}
        me={me}
        tab={tab}
        initial={restaurant.data}
        latest={restaurant.data}
        refetch={async () => (await restaurant.refetch()).data}
      />
    </>
  );
}

const unsavedMark = (
  <>
    <span aria-hidden className={css.unsavedDot} />
    <span className="visually-hidden"> (unsaved changes)</span>
  </>
);

/**
 * The editor keeps the restaurant as it was read (`base`: what a save compares with and whose version it
 * names) apart from the cache, which a refetch may bring newer: someone else's change is then offered
 * ("Reload the latest"), never silently saved over. The drafts of Details and Hours live here, so
 * moving between the tabs keeps what was typed.
 */
function RestaurantEditor({
  me,
  tab,
  initial,
  latest,
  refetch,
}: {
  me: AdminMe;
  tab: RestaurantTab;
  initial: AdminRestaurant;
  latest: AdminRestaurant;
  refetch: () => Promise<AdminRestaurant | undefined>;
}) {
  const canEdit = me.level === 'admin';
  const id = useId();
  const { state } = useLocation();
  const created = (state as { created?: boolean } | null)?.created === true;
  const list = useAdminRestaurants();
  const dishes = list.data?.find((r) => r.id === initial.id)?.dishes;

  const [base, setBase] = useState(initial);
  const [values, setValues] = useState<RestaurantFormValues>(() => restaurantFormValues(initial));
  const [week, setWeek] = useState<HoursWeek>(() => weekOf(initial.hours));
  const [detailsProblem, setDetailsProblem] = useState<FieldProblem<RestaurantField> | null>(null);
  const [hoursProblem, setHoursProblem] = useState<HoursProblem | null>(null);
  const [said, setSaid] = useState('');
  const [deactivating, setDeactivating] = useState<RestaurantChange | null>(null);
  const detailsSave = useUpdateRestaurant(base.id);
  const hoursSave = useUpdateRestaurant(base.id);

  const detailsDirty = JSON.stringify(values) !== JSON.stringify(restaurantFormValues(base));
  const hoursRead = weekToHours(week);
  const hoursDirty = !hoursRead.ok || !sameHours(hoursRead.hours, base.hours);
  const newer = latest.version > base.version;
  // A newer restaurant read in the background (the page opened from an older copy, or someone saved):
  // taken as it is when nothing is being typed; otherwise offered, never mixed into the typing.
  const untouched = !detailsDirty && !hoursDirty;
  useEffect(() => {
    if (!newer || !untouched) return;
    setBase(latest);
    setValues(restaurantFormValues(latest));
    setWeek(weekOf(latest.hours));
  }, [newer, untouched, latest]);

  const reload = async () => {
    detailsSave.reset();
    hoursSave.reset();
    setDetailsProblem(null);
    setHoursProblem(null);
    const fresh = await refetch();
    if (!fresh) return;
    setBase(fresh);
    setValues(restaurantFormValues(fresh));
    setWeek(weekOf(fresh.hours));
    setSaid('This is the latest. Make your change again, then save.');
  };

  // Details
  const set = <K extends RestaurantField>(key: K, value: RestaurantFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (detailsProblem?.field === key) setDetailsProblem(null);
  };
  const refuseDetails = (field: RestaurantField | null, message: string) => {
    setDetailsProblem({ field, message });
    focusSoon(field ? `${id}-${field}` : `${id}-details-problem`);
  };
  const sendDetails = (change: RestaurantChange) => {
    detailsSave.mutate(
      { version: base.version, change },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setValues(restaurantFormValues(saved));
          setSaid(`Saved ${saved.name}'s details.`);
        },
        onError: (err) => {
          const refusal = restaurantRefusal(err);
          if (!refusal) return;
          refuseDetails(refusal.on === 'field' ? refusal.field : null, refusal.message);
          detailsSave.reset();
        },
      },
    );
  };
  const saveDetails = (e: FormEvent) => {
    e.preventDefault();
    if (detailsSave.isPending) return;
    setDetailsProblem(null);
    setSaid('');
    detailsSave.reset();
    const read = readRestaurantForm(values);
    if (!read.ok) return refuseDetails(read.field, read.message);
    const change = changedRestaurantFields(base, read.fields);
    if (Object.keys(change).length === 0) return setSaid('Nothing changed.');
    if (change.is_active === false) return setDeactivating(change);
    sendDetails(change);
  };

  // Hours
  const changeWeek = (next: HoursWeek) => {
    setWeek(next);
    setHoursProblem(null);
  };
  const saveHours = (e: FormEvent) => {
    e.preventDefault();
    if (hoursSave.isPending) return;
    setHoursProblem(null);
    setSaid('');
    hoursSave.reset();
    if (!hoursRead.ok) {
      setHoursProblem(hoursRead);
      focusSoon(
        hoursRead.key && hoursRead.field
          ? hoursInputId(id, hoursRead.key, hoursRead.field)
          : hoursDayId(id, hoursRead.day),
      );
      return;
    }
    if (sameHours(hoursRead.hours, base.hours)) return setSaid('Nothing changed.');
    hoursSave.mutate(
      { version: base.version, change: { hours: hoursRead.hours } },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setWeek(weekOf(saved.hours));
          setSaid(`Saved ${saved.name}'s hours.`);
        },
        onError: (err) => {
          const refusal = restaurantRefusal(err);
          if (!refusal) return;
          const day = refusal.on === 'hours' ? refusal.day : null;
          setHoursProblem({ day: day ?? -1, key: null, field: null, message: refusal.message });
          hoursSave.reset();
          focusSoon(day === null ? `${id}-hours-problem` : hoursDayId(id, day));
        },
      },
    );
  };

  return (
    <>
      <div className={css.pageHead}>
        <div className={css.pageTitle}>
          <h1 className={css.title}>{base.name}</h1>
          <span className={base.is_active ? 'status' : 'status status--bad'}>
            {base.is_active ? 'Active' : 'Inactive'}
          </span>
        </div>
        <div className={css.links}>
          {canEdit && (
            <Link className="link" to={`/admin/restaurants/${base.id}/menu`}>
              Edit menu
            </Link>
          )}
          <Link className="link" to={`/admin/audit?restaurant=${base.id}`}>
            Changes
          </Link>
        </div>
      </div>
      {(created || dishes === 0) && (
        <div className="notice" role={created ? 'status' : undefined}>
          <p>
            {created ? `${base.name} is created. ` : ''}It is in no customer’s list until its menu has a dish.{' '}
            {canEdit && (
              <Link className="link" to={`/admin/restaurants/${base.id}/menu`}>
                Add dishes in the menu editor
              </Link>
            )}
          </p>
        </div>
      )}
      {newer && !untouched && (
        <div className={css.problem} role="status">
          <p>Someone else changed this restaurant since you opened it.</p>
          <Button variant="outline" size="small" onClick={() => void reload()}>
            <RotateCcw aria-hidden size={16} /> Reload the latest
          </Button>
        </div>
      )}
      {!canEdit && <p className="notice small">Support can see the restaurant; admins change it.</p>}
      <nav aria-label={`${base.name}: sections`} className={css.subnav}>
        <ul>
          {TABS.map((t) => {
            const dirty = (t.id === 'details' && detailsDirty) || (t.id === 'hours' && hoursDirty);
            return (
              <li key={t.id}>
                <Link
                  to={restaurantPath(base.id, t.id)}
                  replace
                  aria-current={t.id === tab ? 'page' : undefined}
                >
                  {t.label}
                  {canEdit && dirty && unsavedMark}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="visually-hidden" role="status">
        {said}
      </p>

      {tab === 'details' && (
        <RestaurantPhoto
          restaurant={base}
          canEdit={canEdit}
          // Only the photo and the version changed: what is typed in Details stays, and saves after it.
          onSaved={setBase}
          onReload={reload}
        />
      )}
      {tab === 'details' && (
        <form className={css.form} onSubmit={saveDetails} noValidate aria-label="Details">
          <fieldset disabled={!canEdit} className={css.plain}>
            <RestaurantDetailsFields
              idPrefix={id}
              values={values}
              set={set}
              problem={detailsProblem}
              creating={false}
            />
          </fieldset>
          {canEdit && (
            <div className={css.saveBar}>
              {detailsProblem && (
                <p className="form-problem" role="alert" id={`${id}-details-problem`} tabIndex={-1}>
                  Not saved: {detailsProblem.message}
                </p>
              )}
              {detailsSave.isError && !detailsProblem && (
                <SaveProblem error={detailsSave.error} onReload={() => void reload()} focusOnShow />
              )}
              {said && (
                <p className="status" aria-hidden>
                  {said}
                </p>
              )}
              <div className={css.formActions}>
                <Button
                  variant="ghost"
                  disabled={!detailsDirty || detailsSave.isPending}
                  onClick={() => {
                    setValues(restaurantFormValues(base));
                    setDetailsProblem(null);
                    setSaid('Changes to the details undone.');
                  }}
                >
                  Undo changes
                </Button>
                <Button
                  type="submit"
                  busy={detailsSave.isPending}
                  disabled={hasErrorCode(detailsSave.error, 'CONFLICT')}
                >
                  Save details
                </Button>
              </div>
            </div>
          )}
        </form>
      )}

      {tab === 'hours' && (
        <form className={css.form} onSubmit={saveHours} noValidate aria-label="Hours">
          <fieldset disabled={!canEdit} className={css.group}>
            <legend>Opening hours</legend>
            <HoursEditor idPrefix={id} week={week} onChange={changeWeek} problem={hoursProblem} />
          </fieldset>
          {canEdit && (
            <div className={css.saveBar}>
              {hoursProblem && (
                <p className="form-problem" role="alert" id={`${id}-hours-problem`} tabIndex={-1}>
                  Not saved: {hoursProblem.message}
                </p>
              )}
              {hoursSave.isError && !hoursProblem && (
                <SaveProblem error={hoursSave.error} onReload={() => void reload()} focusOnShow />
              )}
              {said && (
                <p className="status" aria-hidden>
                  {said}
                </p>
              )}
              <div className={css.formActions}>
                <Button
                  variant="ghost"
                  disabled={!hoursDirty || hoursSave.isPending}
                  onClick={() => {
                    setWeek(weekOf(base.hours));
                    setHoursProblem(null);
                    setSaid('Changes to the hours undone.');
                  }}
                >
                  Undo changes
                </Button>
                <Button
                  type="submit"
                  busy={hoursSave.isPending}
                  disabled={hasErrorCode(hoursSave.error, 'CONFLICT')}
                >
                  Save hours
                </Button>
              </div>
            </div>
          )}
        </form>
      )}

      {tab === 'staff' && <RestaurantStaffPanel restaurantId={base.id} name={base.name} canEdit={canEdit} />}

      <ConfirmDialog
        open={deactivating !== null}
        title={`Deactivate ${base.name}?`}
        confirmLabel="Deactivate"
        cancelLabel="Keep it active"
        onConfirm={() => {
          const change = deactivating;
          setDeactivating(null);
          if (change) sendDetails(change);
        }}
        onCancel={() => setDeactivating(null)}
      >
        It leaves every customer list and takes no orders. Its past orders keep it, and you can make it active
        again.
      </ConfirmDialog>
    </>
  );
}
