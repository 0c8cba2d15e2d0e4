import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { useCreateDish } from './api/create-dish.ts';
import { useMenuEditor } from './api/get-menu-editor.ts';
import { useUpdateDish } from './api/update-dish.ts';
import { useUploadDishPhoto } from './api/upload-dish-photo.ts';
import { useDiets } from './diet-words.ts';
import { DishChoices } from './dish-choices.tsx';
import {
  changedDishFields,
  DISH_FIELD_OF_PATH,
  type DishField,
  type DishFormValues,
  descriptionHtml,
  dishFormValues,
  EMPTY_DISH_FORM,
  readDishForm,
} from './dish-form-values.ts';
import { DishPhotoField } from './dish-photo-field.tsx';
import type { EditorTools } from './editor-tools.ts';
import css from './menu-editor.module.css';
import { formField, isFormRefusal } from './refused-field.ts';
import { SaveProblem } from './save-problem.tsx';

/** The description's words without its markup, for the text box (nothing in it runs). */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/**
 * Add a dish to a category, or edit one (prefilled). An edit sends only what changed, with the version
 * read when the form opened: if someone saved the dish since, the server refuses (409) and the form
 * offers the latest instead of overwriting it. A photo chosen for a dish is sent at once with that
 * version (its answer is the version the form goes on with); one chosen for a new dish is sent once the
 * dish is added, and if it is refused the form stays open on the added dish to try another.
 */
export function DishForm({
  tools,
  categoryId,
  dish,
  onDone,
}: {
  tools: EditorTools;
  categoryId: number;
  dish?: EditorDish;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const diets = useDiets();
  const { restaurantId, announce } = tools;
  const menu = useMenuEditor(restaurantId);
  const create = useCreateDish(restaurantId);
  const update = useUpdateDish(restaurantId);
  const upload = useUploadDishPhoto(restaurantId);
  /** The dish this form added, when its photo has yet to be saved. */
  const [created, setCreated] = useState<EditorDish | null>(null);
  const current = dish ?? created;
  const [image, setImage] = useState(dish?.image ?? null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoStatus, setPhotoStatus] = useState('');
  const [photoSaved, setPhotoSaved] = useState(false);
  const [base, setBase] = useState(() => ({
    values: dish ? dishFormValues(dish, plainText(dish.description)) : EMPTY_DISH_FORM,
    version: dish?.version ?? 0,
  }));
  const [values, setValues] = useState<DishFormValues>(base.values);
  const [problem, setProblem] = useState<{ field: DishField | null; message: string } | null>(null);
  const [gone, setGone] = useState(false);
  const id = useId();
  const fieldId = (field: DishField) => `${id}-${field}`;
  const problemId = `${id}-problem`;
  const save = current ? update : create;
  const busy = save.isPending || upload.isPending;
  // The sheet opens with its close button focused; the form's first field is where typing starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(fieldId('name'))?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const conflict = hasErrorCode(save.error, 'CONFLICT') || hasErrorCode(upload.error, 'CONFLICT');

  const set = <K extends keyof DishFormValues>(key: K, value: DishFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const refuse = (field: DishField | null, message: string) => {
    setProblem({ field, message });
    // The field to fix, or the words, when they name none (the busy button lost the focus).
    requestAnimationFrame(() => document.getElementById(field ? fieldId(field) : problemId)?.focus());
  };
  // The server's words as it sent them, at the field its answer names.
  const onServerError = (err: Error) => {
    if (isFormRefusal(err)) refuse(formField(err, DISH_FIELD_OF_PATH), err.message);
  };

  /** Sends the photo with the version the form goes on from; the answer's version is the next one. */
  const sendPhoto = (
    dishId: number,
    version: number,
    file: File,
    after: { onSuccess?: (saved: EditorDish) => void; onError?: () => void } = {},
  ) => {
    setPhotoStatus('');
    upload.mutate(
      { dishId, version, photo: file },
      {
        onSuccess: (saved) => {
          setBase((b) => ({ ...b, version: saved.version }));
          setImage(saved.image);
          setPhoto(null);
          setPhotoSaved(true);
          setPhotoStatus(t`Photo saved.`);
          after.onSuccess?.(saved);
        },
        onError: after.onError,
      },
    );
  };
  const choosePhoto = (file: File) => {
    setPhoto(file);
    setPhotoStatus('');
    upload.reset();
    if (current) sendPhoto(current.id, base.version, file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    save.reset();
    const read = readDishForm(values);
    if (!read.ok) return refuse(read.field, read.message);
    if (!current) {
      create.mutate(
        { categoryId, fields: { ...read.fields, description: descriptionHtml(read.fields.description) } },
        {
          onSuccess: (added) => {
            const addedName = added.name;
            if (!photo) {
              announce(t`Added ${addedName} to the menu.`);
              onDone();
              return;
            }
            // From here the form edits the added dish: its photo goes with the version it was added at.
            const next = {
              values: dishFormValues(added, plainText(added.description)),
              version: added.version,
            };
            setCreated(added);
            setImage(added.image);
            setBase(next);
            setValues(next.values);
            sendPhoto(added.id, added.version, photo, {
              onSuccess: () => {
                announce(t`Added ${addedName} to the menu. Photo saved.`);
                onDone();
              },
              onError: () => {
                announce(t`Added ${addedName} to the menu.`);
                setPhotoStatus(t`Added ${addedName} to the menu.`);
              },
            });
          },
          onError: onServerError,
        },
      );
      return;
    }
    const change = changedDishFields(base.values, read.fields);
    if (Object.keys(change).length === 0) {
      const currentName = current.name;
      announce(photoSaved ? t`Saved the photo of ${currentName}.` : t`Nothing changed.`);
      onDone();
      return;
    }
    update.mutate(
      { dishId: current.id, version: base.version, change },
      {
        onSuccess: (saved) => {
          const savedName = saved.name;
          announce(t`Saved ${savedName}.`);
          onDone();
        },
        onError: onServerError,
      },
    );
  };

  /** After a 409: the dish as it is now, in the form, with its version; the person's typing is lost. */
  const reload = async () => {
    save.reset();
    setProblem(null);
    const fresh = (await menu.refetch()).data;
    // The photo's refusal stays until the latest is in: a file chosen meanwhile would meet it again.
    upload.reset();
    setPhoto(null);
    setPhotoStatus('');
    const latest = fresh?.categories.flatMap((c) => c.dishes).find((d) => d.id === current?.id);
    if (!latest) {
      setGone(true);
      return;
    }
    const next = { values: dishFormValues(latest, plainText(latest.description)), version: latest.version };
    setBase(next);
    setValues(next.values);
    setImage(latest.image);
  };

  if (gone) {
    return (
      <div className="card" role="alert">
        <p>
          <Trans>This dish is no longer on the menu: someone removed it.</Trans>
        </p>
        <Button onClick={onDone}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  }

  const invalid = (field: DishField) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <>
      <form className={css.form} onSubmit={submit} noValidate>
        <label className="field" htmlFor={fieldId('name')}>
          <Trans>Name</Trans>
          <input
            id={fieldId('name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={80}
            autoComplete="off"
            required
            {...invalid('name')}
          />
        </label>
        <label className="field" htmlFor={fieldId('description')}>
          <span>
            <Trans>
              Description <span className="muted small">(optional)</span>
            </Trans>
          </span>
          <textarea
            id={fieldId('description')}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            rows={3}
            maxLength={1000}
            // The restaurant's own words, never translated (as a dish's name).
            translate="no"
            {...invalid('description')}
          />
        </label>
        <div className={css.prices}>
          <label className="field" htmlFor={fieldId('price')}>
            <Trans>Price (₹)</Trans>
            <input
              id={fieldId('price')}
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="149.00"
              required
              {...invalid('price')}
            />
          </label>
          <label className="field" htmlFor={fieldId('oldPrice')}>
            <span>
              <Trans>
                Old price (₹) <span className="muted small">(optional)</span>
              </Trans>
            </span>
            <input
              id={fieldId('oldPrice')}
              value={values.oldPrice}
              onChange={(e) => set('oldPrice', e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={problem?.field === 'oldPrice' ? problemId : `${id}-old-hint`}
              aria-invalid={problem?.field === 'oldPrice' || undefined}
            />
          </label>
        </div>
        <p className="muted small" id={`${id}-old-hint`}>
          <Trans>Customers see the old price struck through. Leave it empty when there is no discount.</Trans>
        </p>
        <fieldset className={css.diet} id={fieldId('diet')} tabIndex={-1} {...invalid('diet')}>
          <legend>
            <Trans>Type</Trans>
          </legend>
          {diets.map((d) => (
            <label key={d.value} className={css.choice}>
              <input
                type="radio"
                name={`${id}-diet`}
                value={d.value}
                checked={values.diet === d.value}
                onChange={() => set('diet', d.value)}
              />
              {d.label}
            </label>
          ))}
        </fieldset>
        <label className={css.choice}>
          <input
            type="checkbox"
            checked={values.recommended}
            onChange={(e) => set('recommended', e.target.checked)}
          />
          <Trans>Recommended</Trans>
        </label>
        <DishPhotoField
          dishName={current?.name ?? values.name}
          image={image}
          file={photo}
          onFile={choosePhoto}
          later={!current}
          busy={upload.isPending}
          status={photoStatus}
          error={upload.error}
          focusProblem={!dish}
          onReload={() => void reload()}
          onRetry={() => current && photo && sendPhoto(current.id, base.version, photo)}
        />
        {problem && (
          <p className="form-problem" role="alert" id={problemId} tabIndex={-1}>
            {problem.message}
          </p>
        )}
        {save.isError && !isFormRefusal(save.error) && (
          <SaveProblem error={save.error} onReload={() => void reload()} focusOnShow />
        )}
        <div className={css.formActions}>
          <Button variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={conflict}>
            {current ? <Trans>Save changes</Trans> : <Trans>Add dish</Trans>}
          </Button>
        </div>
      </form>
      {dish && (
        // Saved as they change, with the version this form holds: the form goes on from each answer's.
        <DishChoices
          tools={tools}
          dish={dish}
          version={base.version}
          onSaved={(saved) => setBase((b) => ({ ...b, version: saved.version }))}
          onReload={() => void reload()}
        />
      )}
    </>
  );
}
