import type { ComponentProps, ReactNode } from 'react';
import css from './admin.module.css';
import {
  RESTAURANT_LABELS as LABELS,
  type RestaurantField,
  type RestaurantFormValues,
  slugOf,
} from './restaurant-form-values.ts';
import { RestaurantPin } from './restaurant-pin.tsx';

export interface FieldProblem<F extends string> {
  field: F | null;
  message: string;
}

type SetValue = <K extends RestaurantField>(key: K, value: RestaurantFormValues[K]) => void;

const FLAG_HINTS: Partial<Record<RestaurantField, string>> = {
  is_active: 'Off: the restaurant leaves every customer list. Its past orders keep it.',
  is_featured: 'Shown first, in the featured row.',
  is_pureveg: 'Marked pure veg for customers.',
  is_accept_cod: 'Customers may pay the rider in cash.',
};

/**
 * The Details form's fields (create and edit share them), grouped: identity, address (its pin on a
 * map beside the typed coordinates), money, delivery, flags. Every input has its label; the one a
 * refusal is about is marked and says why under it.
 */
export function RestaurantDetailsFields({
  idPrefix,
  values,
  set,
  problem,
  creating,
}: {
  idPrefix: string;
  values: RestaurantFormValues;
  set: SetValue;
  problem: FieldProblem<RestaurantField> | null;
  creating: boolean;
}) {
  const fieldId = (f: RestaurantField) => `${idPrefix}-${f}`;
  const problemId = (f: RestaurantField) => `${idPrefix}-${f}-problem`;
  const hintId = (f: RestaurantField) => `${idPrefix}-${f}-hint`;

  const input = (
    f: Exclude<RestaurantField, 'delivery_charge_type' | `is_${string}`>,
    options: { hint?: ReactNode; wide?: boolean } & ComponentProps<'input'> = {},
  ) => {
    const { hint, wide, ...rest } = options;
    const bad = problem?.field === f;
    const describedBy = [hint ? hintId(f) : '', bad ? problemId(f) : ''].filter(Boolean).join(' ');
    return (
      <div className={`field ${wide ? css.wide : ''}`}>
        <label htmlFor={fieldId(f)}>{LABELS[f]}</label>
        <input
          id={fieldId(f)}
          value={values[f]}
          onChange={(e) => set(f, e.target.value)}
          autoComplete="off"
          aria-invalid={bad || undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        {hint && (
          <span className={css.hint} id={hintId(f)}>
            {hint}
          </span>
        )}
        {bad && (
          <span className={css.fieldProblem} id={problemId(f)}>
            {problem.message}
          </span>
        )}
      </div>
    );
  };
  const decimal = { inputMode: 'decimal' as const };
  const slugHint = creating
    ? values.slug.trim() === '' && values.name.trim() !== ''
      ? `Left blank, it will be ${slugOf(values.name) || 'made from the name'} (or that with a number, if taken).`
      : 'The restaurant’s page address. Left blank, it is made from the name.'
    : 'The restaurant’s page address: changing it breaks links shared before.';

  return (
    <>
      <fieldset className={css.group}>
        <legend>Identity</legend>
        <div className={css.fields}>
          {input('name', { maxLength: 80, required: true })}
          {input('slug', { maxLength: 80, hint: slugHint, spellCheck: false, autoCapitalize: 'none' })}
          {input('description', { maxLength: 200, hint: 'Shown under the name, like “Bengali, Mughlai”.' })}
          {input('msg', { maxLength: 60, hint: 'A short line, like “Since 1975”. Optional.' })}
        </div>
      </fieldset>
      <fieldset className={css.group}>
        <legend>Address</legend>
        <div className={css.fields}>
          {input('address', { maxLength: 200, wide: true, required: true })}
          {input('locality', { maxLength: 60, required: true })}
          {input('latitude', { ...decimal, placeholder: '22.5526', hint: 'Decimal degrees, like 22.5526.' })}
          {input('longitude', { ...decimal, placeholder: '88.3524', hint: 'Decimal degrees, like 88.3524.' })}
          <RestaurantPin
            values={values}
            onMove={(p) => {
              set('latitude', String(p.lat));
              set('longitude', String(p.lng));
            }}
          />
          {input('contact_number', { type: 'tel', inputMode: 'tel', hint: '10 to 12 digits.' })}
        </div>
      </fieldset>
      <fieldset className={css.group}>
        <legend>Money</legend>
        <div className={css.fields}>
          {input('price_for_two', { ...decimal, placeholder: '600' })}
          {input('packaging_percent', { ...decimal, hint: 'Of the food, 0 to 30 %.' })}
          {input('commission_percent', { ...decimal, hint: 'The platform’s share of the food, 0 to 50 %.' })}
        </div>
      </fieldset>
      <fieldset className={css.group}>
        <legend>Delivery</legend>
        <div className={css.fields}>
          <div className="field">
            <label htmlFor={fieldId('delivery_charge_type')}>{LABELS.delivery_charge_type}</label>
            <select
              id={fieldId('delivery_charge_type')}
              className={css.select}
              value={values.delivery_charge_type}
              onChange={(e) => set('delivery_charge_type', e.target.value as 'FIXED' | 'DYNAMIC')}
              aria-describedby={hintId('delivery_charge_type')}
            >
              <option value="FIXED">Fixed</option>
              <option value="DYNAMIC">By distance</option>
            </select>
            <span className={css.hint} id={hintId('delivery_charge_type')}>
              {values.delivery_charge_type === 'FIXED'
                ? 'Every order pays the base charge, whatever the distance.'
                : 'The base charge covers the base distance; each km after it adds the extra charge.'}
            </span>
          </div>
          {input('base_delivery_charge', { ...decimal })}
          {input('base_delivery_distance_km', { ...decimal, hint: 'One decimal at most.' })}
          {input('extra_delivery_charge', { ...decimal })}
          {input('delivery_radius_km', { ...decimal, hint: 'How far it delivers, 0.5 to 30 km.' })}
          {input('delivery_time_min', {
            inputMode: 'numeric',
            hint: 'What customers are promised, 5 to 180.',
          })}
        </div>
      </fieldset>
      <fieldset className={css.group}>
        <legend>Flags</legend>
        <div className={css.flags}>
          {(['is_active', 'is_featured', 'is_pureveg', 'is_accept_cod'] as const).map((f) => (
            <div key={f} className={css.flag}>
              <label className={css.choice}>
                <input
                  type="checkbox"
                  id={fieldId(f)}
                  checked={values[f]}
                  onChange={(e) => set(f, e.target.checked)}
                  aria-describedby={hintId(f)}
                />
                {LABELS[f]}
              </label>
              <span className={css.hint} id={hintId(f)}>
                {FLAG_HINTS[f]}
              </span>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
