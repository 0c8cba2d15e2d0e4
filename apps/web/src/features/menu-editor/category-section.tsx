import type { EditorCategory } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useIsMutating } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { menuOrderKey } from './api/get-menu-editor.ts';
import { useReorderCategories } from './api/reorder-categories.ts';
import { useUpdateCategory } from './api/update-category.ts';
import { DishForm } from './dish-form.tsx';
import { DishRow } from './dish-row.tsx';
import type { EditorTools } from './editor-tools.ts';
import css from './menu-editor.module.css';
import { MoveButtons } from './move-buttons.tsx';
import { SaveProblem } from './save-problem.tsx';
import { cancelFocusRequest } from './take-focus.ts';

const controlId = (categoryId: number, control: 'up' | 'down' | 'rename' | 'add') =>
  `category-${categoryId}-${control}`;

/** Renames the category in place; the version is the one read when the form opened. */
function RenameForm({
  tools,
  category,
  onDone,
}: {
  tools: EditorTools;
  category: EditorCategory;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateCategory(tools.restaurantId);
  const [name, setName] = useState(category.name);
  const current = category.name;
  const [version] = useState(category.version);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form opens on a press of Rename, to type the one name it asks for.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (update.isPending) return;
    if (next === category.name) return onDone();
    update.mutate(
      { categoryId: category.id, version, name: next },
      {
        onSuccess: (c) => {
          const renamed = c.name;
          tools.announce(t`Renamed to ${renamed}.`);
          onDone();
        },
      },
    );
  };
  return (
    <form className={css.inlineForm} onSubmit={submit}>
      <label className="field" htmlFor={`${id}-name`}>
        <Trans>
          New name for <span translate="no">{current}</span>
        </Trans>
        <input
          ref={input}
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          autoComplete="off"
          aria-invalid={update.isError || undefined}
          aria-describedby={update.isError ? `${id}-problem` : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDone();
          }}
        />
      </label>
      <div className={css.formActions}>
        <Button variant="ghost" size="small" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="small" busy={update.isPending}>
          <Trans>Save name</Trans>
        </Button>
      </div>
      <SaveProblem
        id={`${id}-problem`}
        error={update.error}
        focusOnShow
        onReload={() => {
          tools.reload();
          onDone();
        }}
      />
    </form>
  );
}

/**
 * One category: its name (and whether customers see it), its place on the menu, and its dishes with
 * a way to add one.
 */
export function CategorySection({
  tools,
  category,
  categoryIds,
}: {
  tools: EditorTools;
  category: EditorCategory;
  /** Every category in order: what a move up or down sends. */
  categoryIds: number[];
}) {
  const { t } = useLingui();
  const { restaurantId, announce, reload } = tools;
  const name = category.name;
  const dishCount = category.dishes.length;
  const update = useUpdateCategory(restaurantId);
  const reorder = useReorderCategories(restaurantId);
  const ordering = useIsMutating({ mutationKey: menuOrderKey(restaurantId) }) > 0;
  const [problem, setProblem] = useState<Error | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const dishIds = category.dishes.map((d) => d.id);

  const failed = (err: Error) => {
    cancelFocusRequest();
    setProblem(err);
  };
  const move = (order: number[]) => {
    setProblem(null);
    reorder.mutate(order, { onError: failed });
  };
  const toggleHidden = () => {
    if (update.isPending) return;
    setProblem(null);
    update.mutate(
      { categoryId: category.id, version: category.version, is_hidden: !category.is_hidden },
      {
        onSuccess: (c) => {
          const changed = c.name;
          announce(
            c.is_hidden ? t`${changed} is hidden from customers.` : t`${changed} is shown to customers.`,
          );
        },
        onError: failed,
      },
    );
  };
  const stopRenaming = () => {
    setRenaming(false);
    // The rename button was replaced by the form: the focus goes back to it.
    requestAnimationFrame(() => document.getElementById(controlId(category.id, 'rename'))?.focus());
  };

  return (
    <section
      className={category.is_hidden ? `${css.category} ${css.categoryHidden}` : css.category}
      aria-labelledby={headingId}
    >
      <div className={css.categoryHead}>
        <div className={css.categoryTitle}>
          <h2 id={headingId} translate="no">
            {category.name}
          </h2>
          {category.is_hidden && (
            <span className={`tag ${css.hiddenTag}`}>
              <EyeOff aria-hidden size={14} /> <Trans>Hidden from customers</Trans>
            </span>
          )}
          <span className="muted small">
            <Plural value={dishCount} one="# dish" other="# dishes" />
          </span>
        </div>
        <div className={css.buttons}>
          {!renaming && (
            <Button
              id={controlId(category.id, 'rename')}
              variant="ghost"
              size="small"
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden size={16} />{' '}
              <Trans>
                Rename
                <span className="visually-hidden" translate="no">
                  {' '}
                  {name}
                </span>
              </Trans>
            </Button>
          )}
          <Button variant="ghost" size="small" onClick={toggleHidden}>
            {category.is_hidden ? (
              <>
                <Eye aria-hidden size={16} /> <Trans>Show to customers</Trans>
              </>
            ) : (
              <>
                <EyeOff aria-hidden size={16} /> <Trans>Hide from customers</Trans>
              </>
            )}
            <span className="visually-hidden" translate="no">
              : {category.name}
            </span>
          </Button>
          <MoveButtons
            id={category.id}
            ids={categoryIds}
            name={name}
            controlId={(direction) => controlId(category.id, direction)}
            busy={ordering}
            onMove={move}
          />
        </div>
      </div>
      {renaming && <RenameForm tools={tools} category={category} onDone={stopRenaming} />}
      <SaveProblem
        error={problem}
        onReload={() => {
          setProblem(null);
          reload();
        }}
      />
      {category.dishes.length === 0 ? (
        <p className="muted">
          <Trans>
            No dishes in <span translate="no">{name}</span> yet.
          </Trans>
        </p>
      ) : (
        <ul className={css.dishes}>
          {category.dishes.map((d) => (
            <DishRow
              key={d.id}
              tools={tools}
              dish={d}
              dishIds={dishIds}
              addDishButtonId={controlId(category.id, 'add')}
            />
          ))}
        </ul>
      )}
      <div>
        <Button
          id={controlId(category.id, 'add')}
          variant="outline"
          size="small"
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden size={16} />{' '}
          <Trans>
            Add dish
            <span className="visually-hidden">
              {' '}
              to <span translate="no">{name}</span>
            </span>
          </Trans>
        </Button>
      </div>
      <Sheet open={adding} onClose={() => setAdding(false)} title={t`Add a dish to ${name}`}>
        <DishForm tools={tools} categoryId={category.id} onDone={() => setAdding(false)} />
      </Sheet>
    </section>
  );
}
