import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { restaurantPath } from './admin-paths.ts';
import { useCreateRestaurant } from './api/create-restaurant.ts';
import { HoursEditor, type HoursProblem, hoursDayId, hoursInputId } from './hours-editor.tsx';
import { type HoursWeek, weekOf, weekToHours } from './hours-week.ts';
import { type FieldProblem, RestaurantDetailsFields } from './restaurant-details-fields.tsx';
import {
  EMPTY_RESTAURANT_FORM,
  type RestaurantField,
  type RestaurantFormValues,
  readRestaurantForm,
  restaurantRefusal,
} from './restaurant-form-values.ts';
import { SaveProblem } from './save-problem.tsx';

/** A new restaurant opens every day, 11:00 to 23:00, until the admin says otherwise. */
const STARTING_WEEK = () =>
  weekOf([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '11:00', closes: '23:00' })));

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * `/admin/restaurants/new`: the Details and Hours of a new restaurant in one form (admins only). It is
 * created with no menu, so the restaurant page it opens says where to add the first dish.
 */
export function NewRestaurantPage({ me }: { me: AdminMe }) {
  const create = useCreateRestaurant();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<RestaurantFormValues>(EMPTY_RESTAURANT_FORM);
  const [week, setWeek] = useState<HoursWeek>(STARTING_WEEK);
  const [problem, setProblem] = useState<FieldProblem<RestaurantField> | null>(null);
  const [hoursProblem, setHoursProblem] = useState<HoursProblem | null>(null);

  if (me.level !== 'admin') {
    return (
      <div className="card" role="alert">
        <h1 className="card__title">New restaurant</h1>
        <p>Only admins add restaurants.</p>
        <div>
          <ButtonLink to="/admin/restaurants">Restaurants</ButtonLink>
        </div>
      </div>
    );
  }

  const set = <K extends RestaurantField>(key: K, value: RestaurantFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const refuse = (field: RestaurantField | null, message: string) => {
    setHoursProblem(null);
    setProblem({ field, message });
    focusSoon(field ? `${id}-${field}` : `${id}-problem`);
  };
  const refuseHours = (p: HoursProblem) => {
    setProblem(null);
    setHoursProblem(p);
    focusSoon(
      p.key && p.field
        ? hoursInputId(id, p.key, p.field)
        : p.day >= 0
          ? hoursDayId(id, p.day)
          : `${id}-problem`,
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    create.reset();
    const read = readRestaurantForm(values);
    if (!read.ok) return refuse(read.field, read.message);
    const hours = weekToHours(week);
    if (!hours.ok) return refuseHours(hours);
    setProblem(null);
    setHoursProblem(null);
    create.mutate(
      { ...read.fields, hours: hours.hours },
      {
        onSuccess: (created) => navigate(restaurantPath(created.id), { state: { created: true } }),
        onError: (err) => {
          const refusal = restaurantRefusal(err);
          if (!refusal) return;
          if (refusal.on === 'field') refuse(refusal.field, refusal.message);
          else refuseHours({ day: refusal.day ?? -1, key: null, field: null, message: refusal.message });
          create.reset();
        },
      },
    );
  };

  const shown = problem ?? hoursProblem;
  return (
    <>
      <p>
        <Link className={`link ${css.back}`} to="/admin/restaurants">
          <ArrowLeft aria-hidden size={16} /> All restaurants
        </Link>
      </p>
      <h1 className={css.title}>New restaurant</h1>
      <form className={css.form} onSubmit={submit} noValidate aria-label="New restaurant">
        <RestaurantDetailsFields idPrefix={id} values={values} set={set} problem={problem} creating />
        <fieldset className={css.group}>
          <legend>Hours</legend>
          <HoursEditor
            idPrefix={id}
            week={week}
            onChange={(next) => {
              setWeek(next);
              setHoursProblem(null);
            }}
            problem={hoursProblem}
          />
        </fieldset>
        <div className={css.saveBar}>
          {shown && (
            <p className="form-problem" role="alert" id={`${id}-problem`} tabIndex={-1}>
              Not created: {shown.message}
            </p>
          )}
          {create.isError && !shown && (
            <SaveProblem
              error={create.error}
              prefix="Not created"
              onReload={() => create.reset()}
              focusOnShow
            />
          )}
          <p className={css.hint}>It starts with no menu: customers see it once its menu has a dish.</p>
          <div className={css.formActions}>
            <ButtonLink variant="ghost" to="/admin/restaurants">
              Cancel
            </ButtonLink>
            <Button type="submit" busy={create.isPending}>
              Create restaurant
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}
