// The two small forms of a dish's choices: a group (its name, one-of or add-ons, and how many) and an
// option (its name, what it adds to the price, its mark). One frame and one hook serve both: each
// checks what it can before sending and shows the server's refusal, in its words, at the field its
// answer names.
import type { EditorChoice, EditorChoiceGroup } from '@khabar/domain/contracts/menu-editor/choice-fields';
import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCreateChoice } from './api/create-choice.ts';
import { useCreateChoiceGroup } from './api/create-choice-group.ts';
import { useUpdateChoice } from './api/update-choice.ts';
import { useUpdateChoiceGroup } from './api/update-choice-group.ts';
import type { ChoiceTools } from './choice-tools.ts';
import {
  changedFields,
  EMPTY_GROUP_FORM,
  EMPTY_OPTION_FORM,
  GROUP_FIELD_OF_PATH,
  type GroupFormValues,
  groupFormValues,
  OPTION_FIELD_OF_PATH,
  type OptionFormValues,
  optionFormValues,
  readGroupForm,
  readOptionForm,
} from './choice-values.ts';
import { useDiets } from './diet-words.ts';
import css from './dish-choices.module.css';
import { formField, isFormRefusal } from './refused-field.ts';
import { SaveProblem } from './save-problem.tsx';

type Problem<F extends string> = { field: F | null; message: string } | null;

/**
 * What both forms keep: the values as typed, the problem line (the form's own check or the server's
 * refusal at the field its answer names), and the focus on the first field when the form opens.
 */
function useChoiceForm<V extends object, F extends string>(
  initial: () => V,
  fieldOfPath: Readonly<Record<string, F>>,
) {
  const [values, setValues] = useState<V>(initial);
  const [problem, setProblem] = useState<Problem<F>>(null);
  const id = useId();
  const problemId = `${id}-problem`;
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  const refuse = (field: F | null, message: string) => {
    setProblem({ field, message });
    // The field to fix, or the words when the field is not on screen (a variant hides its counts).
    requestAnimationFrame(() =>
      (document.getElementById(`${id}-${field}`) ?? document.getElementById(problemId))?.focus(),
    );
  };
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (problem?.field === (key as string)) setProblem(null);
  };
  // A refusal about the form's values is shown at its field; a stale version or a thing gone, below.
  const onError = (err: Error) => {
    if (isFormRefusal(err)) refuse(formField(err, fieldOfPath), err.message);
  };
  const invalid = (field: F) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return { id, values, setValues, set, problem, setProblem, refuse, onError, invalid, first, problemId };
}

/** The frame both forms share: the fields, the problem line, a save that did not happen, and the buttons. */
function ChoiceFormFrame({
  label,
  form,
  ct,
  save,
  onSubmit,
  cancelText,
  onCancel,
  submitText,
  children,
}: {
  label: string;
  form: { problem: Problem<string>; problemId: string };
  ct: ChoiceTools;
  save: { isError: boolean; isPending: boolean; error: Error | null };
  onSubmit: (e: FormEvent) => void;
  cancelText: ReactNode;
  onCancel: () => void;
  submitText: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className={css.inlineForm} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {form.problem && (
        <p className="form-problem" role="alert" id={form.problemId} tabIndex={-1}>
          {form.problem.message}
        </p>
      )}
      {save.isError && !form.problem && <SaveProblem error={save.error} onReload={ct.reload} focusOnShow />}
      <div className={css.formActions}>
        <Button variant="ghost" size="small" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button type="submit" size="small" busy={save.isPending || ct.busy}>
          {submitText}
        </Button>
      </div>
    </form>
  );
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
  const { t } = useLingui();
  const create = useCreateChoiceGroup(ct.restaurantId, ct.dishId);
  const update = useUpdateChoiceGroup(ct.restaurantId, ct.dishId);
  const save = group ? update : create;
  const f = useChoiceForm<GroupFormValues, 'name' | 'min' | 'max'>(
    () => (group ? groupFormValues(group) : EMPTY_GROUP_FORM),
    GROUP_FIELD_OF_PATH,
  );
  const { id, values, set } = f;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ct.busy) return;
    f.setProblem(null);
    save.reset();
    const read = readGroupForm(values);
    if (!read.ok) return f.refuse(read.field, read.message);
    const name = read.fields.name;
    const done = (text: string, after: (dish: EditorDish) => void) => (dish: EditorDish) => {
      ct.saved(dish);
      ct.announce(text);
      after(dish);
    };
    if (!group) {
      create.mutate(
        { version: ct.version, ...read.fields },
        {
          onSuccess: done(t`Added the group ${name}.`, (dish) => onDone(dish.choice_groups.at(-1)?.id)),
          onError: f.onError,
        },
      );
      return;
    }
    const read0 = readGroupForm(groupFormValues(group));
    const change = read0.ok ? changedFields(read0.fields, read.fields) : read.fields;
    if (Object.keys(change).length === 0) return onDone();
    update.mutate(
      { version: ct.version, groupId: group.id, change },
      { onSuccess: done(t`Saved the group ${name}.`, () => onDone()), onError: f.onError },
    );
  };
  const groupName = group?.name;
  return (
    <ChoiceFormFrame
      label={groupName ? t`Edit ${groupName}` : t`New group`}
      form={f}
      ct={ct}
      save={save}
      onSubmit={submit}
      cancelText={<Trans>Cancel</Trans>}
      onCancel={() => onDone()}
      submitText={group ? <Trans>Save group</Trans> : <Trans>Add group</Trans>}
    >
      <label className="field" htmlFor={`${id}-name`}>
        <Trans>Group name</Trans>
        <input
          ref={f.first}
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          maxLength={60}
          autoComplete="off"
          placeholder={t`Portion, Size, Extras`}
          {...f.invalid('name')}
        />
      </label>
      <fieldset className={css.radios}>
        <legend>
          <Trans>Customers</Trans>
        </legend>
        <label className={css.radio}>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={values.kind === 'variant'}
            onChange={() => set('kind', 'variant')}
          />
          <Trans>
            Choose exactly one <span className="muted small">(Half or Full, a size)</span>
          </Trans>
        </label>
        <label className={css.radio}>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={values.kind === 'addon'}
            onChange={() => set('kind', 'addon')}
          />
          <Trans>
            Add what they like <span className="muted small">(extras, toppings)</span>
          </Trans>
        </label>
      </fieldset>
      {values.kind === 'addon' && (
        <div className={css.counts}>
          <label className="field" htmlFor={`${id}-min`}>
            <Trans>At least</Trans>
            <input
              id={`${id}-min`}
              value={values.min}
              onChange={(e) => set('min', e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              {...f.invalid('min')}
            />
          </label>
          <label className="field" htmlFor={`${id}-max`}>
            <Trans>At most</Trans>
            <input
              id={`${id}-max`}
              value={values.max}
              onChange={(e) => set('max', e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              {...f.invalid('max')}
            />
          </label>
        </div>
      )}
    </ChoiceFormFrame>
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
  const { t } = useLingui();
  const diets = useDiets();
  const create = useCreateChoice(ct.restaurantId, ct.dishId);
  const update = useUpdateChoice(ct.restaurantId, ct.dishId);
  const save = option ? update : create;
  const f = useChoiceForm<OptionFormValues, 'name' | 'price'>(
    () => (option ? optionFormValues(option) : EMPTY_OPTION_FORM),
    OPTION_FIELD_OF_PATH,
  );
  const { id, values, set } = f;
  const groupName = group.name;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ct.busy) return;
    f.setProblem(null);
    save.reset();
    const read = readOptionForm(values);
    if (!read.ok) return f.refuse(read.field, read.message);
    const name = read.fields.name;
    if (!option) {
      create.mutate(
        { version: ct.version, groupId: group.id, fields: read.fields },
        {
          onSuccess: (dish) => {
            ct.saved(dish);
            ct.announce(t`Added ${name} to ${groupName}.`);
            f.setValues(EMPTY_OPTION_FORM);
            f.first.current?.focus();
          },
          onError: f.onError,
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
          ct.announce(t`Saved ${name}.`);
          onDone();
        },
        onError: f.onError,
      },
    );
  };
  const optionName = option?.name;
  return (
    <ChoiceFormFrame
      label={optionName ? t`Edit ${optionName}` : t`New option in ${groupName}`}
      form={f}
      ct={ct}
      save={save}
      onSubmit={submit}
      cancelText={option ? <Trans>Cancel</Trans> : <Trans>Done</Trans>}
      onCancel={onDone}
      submitText={option ? <Trans>Save option</Trans> : <Trans>Add option</Trans>}
    >
      <div className={css.optionFields}>
        <label className="field" htmlFor={`${id}-name`}>
          <Trans>Option name</Trans>
          <input
            ref={f.first}
            id={`${id}-name`}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={60}
            autoComplete="off"
            placeholder={group.kind === 'variant' ? t`Half, Full` : t`Extra raita`}
            {...f.invalid('name')}
          />
        </label>
        <label className="field" htmlFor={`${id}-price`}>
          <Trans>Adds (₹)</Trans>
          <input
            id={`${id}-price`}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={f.problem?.field === 'price' ? f.problemId : `${id}-price-hint`}
            aria-invalid={f.problem?.field === 'price' || undefined}
          />
        </label>
      </div>
      <p className="muted small" id={`${id}-price-hint`}>
        <Trans>Added to the dish’s price; 0 when it costs nothing more.</Trans>
      </p>
      <fieldset className={css.radios}>
        <legend>
          <Trans>Type</Trans>
        </legend>
        {diets.map((d) => (
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
    </ChoiceFormFrame>
  );
}
