// The two small forms of a dish's choices: a group (its name, one-of or add-ons, and how many) and an
// option (its name, what it adds to the price, its mark). Each checks what it can before sending and
// shows the server's refusal beside the field it names.
import type { EditorChoice, EditorChoiceGroup } from '@khabar/domain/contracts/menu-editor/choice-fields';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { useCreateChoice } from './api/create-choice.ts';
import { useCreateChoiceGroup } from './api/create-choice-group.ts';
import { useUpdateChoice } from './api/update-choice.ts';
import { useUpdateChoiceGroup } from './api/update-choice-group.ts';
import type { ChoiceTools } from './choice-tools.ts';
import {
  changedFields,
  EMPTY_GROUP_FORM,
  EMPTY_OPTION_FORM,
  type GroupFormValues,
  groupFormValues,
  type OptionFormValues,
  optionFormValues,
  readGroupForm,
  readOptionForm,
} from './choice-values.ts';
import css from './dish-choices.module.css';
import { SaveProblem } from './save-problem.tsx';
import { plainWords } from './server-words.ts';

const DIETS = [
  { value: 'veg', label: 'Veg' },
  { value: 'non_veg', label: 'Non-veg' },
  { value: 'egg', label: 'Contains egg' },
] as const;

type Problem<F extends string> = { field: F | null; message: string } | null;

/** The form's own problem line and the way its fields point at it. */
function useProblem<F extends string>(id: string) {
  const [problem, setProblem] = useState<Problem<F>>(null);
  const problemId = `${id}-problem`;
  const refuse = (field: F | null, message: string) => {
    setProblem({ field, message });
    requestAnimationFrame(() => document.getElementById(field ? `${id}-${field}` : problemId)?.focus());
  };
  const invalid = (field: F) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  const line = problem && (
    <p className="form-problem" role="alert" id={problemId} tabIndex={-1}>
      {problem.message}
    </p>
  );
  return { problem, setProblem, refuse, invalid, line };
}

/** Focus on the form's first field when it opens. */
function useFirstFocus() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Adds a group to the dish, or changes one. */
export function GroupForm({
  ct,
  group,
  onDone,
}: {
  ct: ChoiceTools;
  group?: EditorChoiceGroup;
  /** With the new group's id once one is added. */
  onDone: (addedId?: number) => void;
}) {
  const create = useCreateChoiceGroup(ct.restaurantId, ct.dishId);
  const update = useUpdateChoiceGroup(ct.restaurantId, ct.dishId);
  const save = group ? update : create;
  const [values, setValues] = useState<GroupFormValues>(() =>
    group ? groupFormValues(group) : EMPTY_GROUP_FORM,
  );
  const id = useId();
  const p = useProblem<'name' | 'min' | 'max'>(id);
  const first = useFirstFocus();
  const set = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (p.problem?.field === key) p.setProblem(null);
  };
  // Refusals about the form's words are shown at the field; a stale version or a group gone, below.
  const onError = (err: Error) => {
    const m = err.message.toLowerCase();
    if (hasErrorCode(err, 'BAD_REQUEST') || (hasErrorCode(err, 'CONFLICT') && /called/.test(m))) {
      const field = /\bmin\b/.test(m)
        ? 'min'
        : /\bmax\b/.test(m)
          ? 'max'
          : /name|called/.test(m)
            ? 'name'
            : null;
      p.refuse(field, plainWords(err.message));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ct.busy) return;
    p.setProblem(null);
    save.reset();
    const read = readGroupForm(values);
    if (!read.ok) return p.refuse(read.field, read.message);
    if (!group) {
      create.mutate(
        { version: ct.version, ...read.fields },
        {
          onSuccess: (dish) => {
            ct.saved(dish);
            ct.announce(`Added the group ${read.fields.name}.`);
            onDone(dish.choice_groups.at(-1)?.id);
          },
          onError,
        },
      );
      return;
    }
    const read0 = readGroupForm(groupFormValues(group));
    const change = read0.ok ? changedFields(read0.fields, read.fields) : read.fields;
    if (Object.keys(change).length === 0) return onDone();
    update.mutate(
      { version: ct.version, groupId: group.id, change },
      {
        onSuccess: (dish) => {
          ct.saved(dish);
          ct.announce(`Saved the group ${read.fields.name}.`);
          onDone();
        },
        onError,
      },
    );
  };
  const stale = save.isError && !p.problem;
  return (
    <form
      className={css.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={group ? `Edit ${group.name}` : 'New group'}
    >
      <label className="field" htmlFor={`${id}-name`}>
        Group name
        <input
          ref={first}
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          maxLength={60}
          autoComplete="off"
          placeholder="Portion, Size, Extras"
          {...p.invalid('name')}
        />
      </label>
      <fieldset className={css.radios}>
        <legend>Customers</legend>
        <label className={css.radio}>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={values.kind === 'variant'}
            onChange={() => set('kind', 'variant')}
          />
          Choose exactly one <span className="muted small">(Half or Full, a size)</span>
        </label>
        <label className={css.radio}>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={values.kind === 'addon'}
            onChange={() => set('kind', 'addon')}
          />
          Add what they like <span className="muted small">(extras, toppings)</span>
        </label>
      </fieldset>
      {values.kind === 'addon' && (
        <div className={css.counts}>
          <label className="field" htmlFor={`${id}-min`}>
            At least
            <input
              id={`${id}-min`}
              value={values.min}
              onChange={(e) => set('min', e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              {...p.invalid('min')}
            />
          </label>
          <label className="field" htmlFor={`${id}-max`}>
            At most
            <input
              id={`${id}-max`}
              value={values.max}
              onChange={(e) => set('max', e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              {...p.invalid('max')}
            />
          </label>
        </div>
      )}
      {p.line}
      {stale && <SaveProblem error={save.error} onReload={ct.reload} focusOnShow />}
      <div className={css.formActions}>
        <Button variant="ghost" size="small" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button type="submit" size="small" busy={save.isPending || ct.busy}>
          {group ? 'Save group' : 'Add group'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Adds options to a group one after another (the form stays open, empty, for the next), or changes one.
 */
export function OptionForm({
  ct,
  group,
  option,
  onDone,
}: {
  ct: ChoiceTools;
  group: EditorChoiceGroup;
  option?: EditorChoice;
  onDone: () => void;
}) {
  const create = useCreateChoice(ct.restaurantId, ct.dishId);
  const update = useUpdateChoice(ct.restaurantId, ct.dishId);
  const save = option ? update : create;
  const [values, setValues] = useState<OptionFormValues>(() =>
    option ? optionFormValues(option) : EMPTY_OPTION_FORM,
  );
  const id = useId();
  const p = useProblem<'name' | 'price'>(id);
  const first = useFirstFocus();
  const set = <K extends keyof OptionFormValues>(key: K, value: OptionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (p.problem?.field === key) p.setProblem(null);
  };
  const onError = (err: Error) => {
    const m = err.message.toLowerCase();
    if (hasErrorCode(err, 'BAD_REQUEST') || (hasErrorCode(err, 'CONFLICT') && /called/.test(m))) {
      p.refuse(/price/.test(m) ? 'price' : /name|called/.test(m) ? 'name' : null, plainWords(err.message));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ct.busy) return;
    p.setProblem(null);
    save.reset();
    const read = readOptionForm(values);
    if (!read.ok) return p.refuse(read.field, read.message);
    if (!option) {
      create.mutate(
        { version: ct.version, groupId: group.id, fields: read.fields },
        {
          onSuccess: (dish) => {
            ct.saved(dish);
            ct.announce(`Added ${read.fields.name} to ${group.name}.`);
            setValues(EMPTY_OPTION_FORM);
            first.current?.focus();
          },
          onError,
        },
      );
      return;
    }
    const read0 = readOptionForm(optionFormValues(option));
    const change = read0.ok ? changedFields(read0.fields, read.fields) : read.fields;
    if (Object.keys(change).length === 0) return onDone();
    update.mutate(
      { version: ct.version, choiceId: option.id, change },
      {
        onSuccess: (dish) => {
          ct.saved(dish);
          ct.announce(`Saved ${read.fields.name}.`);
          onDone();
        },
        onError,
      },
    );
  };
  const stale = save.isError && !p.problem;
  return (
    <form
      className={css.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={option ? `Edit ${option.name}` : `New option in ${group.name}`}
    >
      <div className={css.optionFields}>
        <label className="field" htmlFor={`${id}-name`}>
          Option name
          <input
            ref={first}
            id={`${id}-name`}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={60}
            autoComplete="off"
            placeholder={group.kind === 'variant' ? 'Half, Full' : 'Extra raita'}
            {...p.invalid('name')}
          />
        </label>
        <label className="field" htmlFor={`${id}-price`}>
          Adds (₹)
          <input
            id={`${id}-price`}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={p.problem?.field === 'price' ? `${id}-problem` : `${id}-price-hint`}
            aria-invalid={p.problem?.field === 'price' || undefined}
          />
        </label>
      </div>
      <p className="muted small" id={`${id}-price-hint`}>
        Added to the dish’s price; 0 when it costs nothing more.
      </p>
      <fieldset className={css.radios}>
        <legend>Type</legend>
        {DIETS.map((d) => (
          <label key={d.value} className={css.radio}>
            <input
              type="radio"
              name={`${id}-diet`}
              checked={values.diet === d.value}
              onChange={() => set('diet', d.value)}
            />
            {d.label}
          </label>
        ))}
      </fieldset>
      {p.line}
      {stale && <SaveProblem error={save.error} onReload={ct.reload} focusOnShow />}
      <div className={css.formActions}>
        <Button variant="ghost" size="small" onClick={onDone}>
          {option ? 'Cancel' : 'Done'}
        </Button>
        <Button type="submit" size="small" busy={save.isPending || ct.busy}>
          {option ? 'Save option' : 'Add option'}
        </Button>
      </div>
    </form>
  );
}
