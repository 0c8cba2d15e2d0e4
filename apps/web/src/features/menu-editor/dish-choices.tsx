import type { EditorChoice, EditorChoiceGroup } from '@khabar/domain/contracts/menu-editor/choice-fields';
import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsMutating } from '@tanstack/react-query';
import { Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { ruleText } from '../../lib/i18n/domain-text.ts';
import { useArchiveChoice } from './api/archive-choice.ts';
import { useArchiveChoiceGroup } from './api/archive-choice-group.ts';
import { dishChoicesKey } from './api/dish-change.ts';
import { useReorderChoiceGroups } from './api/reorder-choice-groups.ts';
import { useReorderChoices } from './api/reorder-choices.ts';
import { useSetChoiceStock } from './api/set-choice-stock.ts';
import { GroupForm, OptionForm } from './choice-forms.tsx';
import type { ChoiceTools } from './choice-tools.ts';
import { groupWarning } from './choice-values.ts';
import css from './dish-choices.module.css';
import type { EditorTools } from './editor-tools.ts';
import { MoveButtons } from './move-buttons.tsx';
import { SaveProblem } from './save-problem.tsx';
import { cancelFocusRequest, focusAfterSave } from './take-focus.ts';

// The dish editor's Choices: the dish's groups (choose one, or add-ons between a min and a max) and
// their options, each saved at once with the dish's version (the form around it goes on from the
// answer's). Everything is a button or a form field: moves are up and down buttons, removing asks first.

// As the contract's MAX_GROUPS_PER_DISH and MAX_CHOICES_PER_GROUP (its file brings zod, the page only
// its types): at the limit the add button is off; the server refuses past it either way.
const MAX_GROUPS = 10;
const MAX_OPTIONS = 30;

const groupControlId = (groupId: number, control: 'up' | 'down' | 'edit' | 'add' | 'remove') =>
  `choice-group-${groupId}-${control}`;
const optionControlId = (choiceId: number, control: 'up' | 'down' | 'edit' | 'remove') =>
  `choice-${choiceId}-${control}`;

/**
 * The focus to the first of these that is there and enabled, once the change is on screen: the editor's
 * copy is updated a moment after a save's answer, so the first one is waited for a few frames.
 */
function focusSoon(...ids: string[]) {
  let frames = 0;
  const attempt = () => {
    const usable = (id: string) => {
      const el = document.getElementById(id);
      return el && !(el instanceof HTMLButtonElement && el.disabled) ? el : null;
    };
    const first = ids[0] ? usable(ids[0]) : null;
    if (first) return first.focus();
    if (++frames < 20) return void requestAnimationFrame(attempt);
    for (const id of ids.slice(1)) {
      const el = usable(id);
      if (el) return el.focus();
    }
  };
  requestAnimationFrame(attempt);
}

/** "+₹10" for what an option adds to the dish's price. */
const addsText = (price: string) => `+${formatInr(rupeesToPaise(price), { trimZeros: true })}`;

/** Asks before removing, in place: the question takes the focus, and either answer gives it back. */
function RemoveQuestion({
  question,
  detail,
  onYes,
  onNo,
}: {
  question: string;
  detail: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return (
    <div className={css.question} ref={ref}>
      <p id={id}>
        <strong>{question}</strong> <span className="muted small">{detail}</span>
      </p>
      <div className={css.formActions}>
        <Button variant="ghost" size="small" aria-describedby={id} onClick={onNo}>
          <Trans>Keep it</Trans>
        </Button>
        <Button size="small" aria-describedby={id} onClick={onYes}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </div>
  );
}

function OptionRow({
  ct,
  group,
  option,
  optionIds,
}: {
  ct: ChoiceTools;
  group: EditorChoiceGroup;
  option: EditorChoice;
  optionIds: number[];
}) {
  const { t } = useLingui();
  const name = option.name;
  const groupName = group.name;
  const stock = useSetChoiceStock(ct.restaurantId, ct.dishId);
  const reorder = useReorderChoices(ct.restaurantId, ct.dishId);
  const archive = useArchiveChoice(ct.restaurantId, ct.dishId);
  const [problem, setProblem] = useState<Error | null>(null);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const inStock = stock.isPending ? stock.variables.isActive : option.is_active;
  const failed = (err: Error) => {
    cancelFocusRequest();
    setProblem(err);
  };
  const done = (text: string) => (dish: EditorDish) => {
    ct.saved(dish);
    ct.announce(text);
  };
  const setInStock = (on: boolean) => {
    if (ct.busy) return;
    setProblem(null);
    stock.mutate(
      { version: ct.version, choiceId: option.id, isActive: on },
      { onSuccess: done(on ? t`${name} is in stock.` : t`${name} is out of stock.`), onError: failed },
    );
  };
  const move = (order: number[], by: -1 | 1) => {
    setProblem(null);
    reorder.mutate(
      { version: ct.version, groupId: group.id, choiceIds: order },
      { onSuccess: done(by === -1 ? t`Moved ${name} up.` : t`Moved ${name} down.`), onError: failed },
    );
  };
  const remove = () => {
    setAsking(false);
    if (ct.busy) return;
    setProblem(null);
    focusAfterSave(groupControlId(group.id, 'add'));
    // A promise, not the mutation's callbacks: the row leaves the list (and unmounts) on success.
    archive
      .mutateAsync({ version: ct.version, choiceId: option.id })
      .then(done(t`Removed ${name} from ${groupName}.`), failed);
  };

  if (editing) {
    return (
      <li className={css.option}>
        <OptionForm
          ct={ct}
          group={group}
          option={option}
          onDone={() => {
            setEditing(false);
            focusSoon(optionControlId(option.id, 'edit'));
          }}
        />
      </li>
    );
  }
  return (
    <li className={inStock ? css.option : `${css.option} ${css.optionOut}`}>
      <div className={css.optionInfo}>
        <VegMark isVeg={option.diet !== 'non_veg'} hasEgg={option.diet === 'egg'} />
        <span className={css.optionName} translate="no">
          {name}
        </span>
        <span className={css.adds}>
          <span className="visually-hidden">
            <Trans>adds</Trans>{' '}
          </span>
          {addsText(option.price)}
        </span>
        {!inStock && (
          <span className={`tag ${css.outTag}`}>
            <Trans>Out of stock</Trans>
          </span>
        )}
      </div>
      <div className={css.tools}>
        <ToggleSwitch checked={inStock} onChange={setInStock}>
          <Trans>In stock</Trans>
          <span className="visually-hidden" translate="no">
            : {name}
          </span>
        </ToggleSwitch>
        <Button
          id={optionControlId(option.id, 'edit')}
          variant="ghost"
          size="small"
          aria-label={t`Edit ${name}`}
          title={t`Edit`}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden size={16} />
        </Button>
        <MoveButtons
          id={option.id}
          ids={optionIds}
          name={name}
          controlId={(direction) => optionControlId(option.id, direction)}
          busy={ct.busy}
          onMove={move}
        />
        <Button
          id={optionControlId(option.id, 'remove')}
          variant="ghost"
          size="small"
          aria-label={t`Remove ${name}`}
          title={t`Remove`}
          aria-busy={archive.isPending || undefined}
          onClick={() => !archive.isPending && setAsking(true)}
        >
          <Trash2 aria-hidden size={16} />
        </Button>
      </div>
      {asking && (
        <RemoveQuestion
          question={t`Remove ${name}?`}
          detail={t`Past orders keep it.`}
          onYes={remove}
          onNo={() => {
            setAsking(false);
            focusSoon(optionControlId(option.id, 'remove'));
          }}
        />
      )}
      <SaveProblem
        error={problem}
        onReload={() => {
          setProblem(null);
          ct.reload();
        }}
      />
    </li>
  );
}

function GroupCard({
  ct,
  group,
  groupIds,
  addGroupId,
}: {
  ct: ChoiceTools;
  group: EditorChoiceGroup;
  groupIds: number[];
  addGroupId: string;
}) {
  const { t } = useLingui();
  const name = group.name;
  const reorder = useReorderChoiceGroups(ct.restaurantId, ct.dishId);
  const archive = useArchiveChoiceGroup(ct.restaurantId, ct.dishId);
  const [problem, setProblem] = useState<Error | null>(null);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const warningId = useId();
  const optionIds = group.choices.map((c) => c.id);
  const warning = groupWarning(group);
  const failed = (err: Error) => {
    cancelFocusRequest();
    setProblem(err);
  };
  const move = (order: number[], by: -1 | 1) => {
    setProblem(null);
    reorder.mutate(
      { version: ct.version, groupIds: order },
      {
        onSuccess: (dish) => {
          ct.saved(dish);
          ct.announce(by === -1 ? t`Moved ${name} up.` : t`Moved ${name} down.`);
        },
        onError: failed,
      },
    );
  };
  const remove = () => {
    setAsking(false);
    if (ct.busy) return;
    setProblem(null);
    focusAfterSave(addGroupId);
    archive.mutateAsync({ version: ct.version, groupId: group.id }).then((dish) => {
      ct.saved(dish);
      ct.announce(t`Removed the group ${name}.`);
    }, failed);
  };

  return (
    <li className={css.group} aria-labelledby={headingId}>
      <div className={css.groupHead}>
        <div className={css.groupTitle}>
          <h4 id={headingId} translate="no">
            {name}
          </h4>
          <span className="tag">
            {group.kind === 'variant' ? <Trans>One of</Trans> : <Trans>Add-ons</Trans>}
          </span>
          <span className={css.rule}>{ruleText(group)}</span>
        </div>
        {!editing && (
          <div className={css.tools}>
            <Button
              id={groupControlId(group.id, 'edit')}
              variant="outline"
              size="small"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden size={16} />{' '}
              <Trans>
                Edit
                <span className="visually-hidden">
                  {' '}
                  group <span translate="no">{name}</span>
                </span>
              </Trans>
            </Button>
            <MoveButtons
              id={group.id}
              ids={groupIds}
              name={t`group ${name}`}
              controlId={(direction) => groupControlId(group.id, direction)}
              busy={ct.busy}
              onMove={move}
            />
            <Button
              id={groupControlId(group.id, 'remove')}
              variant="ghost"
              size="small"
              aria-busy={archive.isPending || undefined}
              onClick={() => !archive.isPending && setAsking(true)}
            >
              <Trash2 aria-hidden size={16} />{' '}
              <Trans>
                Remove
                <span className="visually-hidden">
                  {' '}
                  group <span translate="no">{name}</span>
                </span>
              </Trans>
            </Button>
          </div>
        )}
      </div>
      {editing && (
        <GroupForm
          ct={ct}
          group={group}
          onDone={() => {
            setEditing(false);
            focusSoon(groupControlId(group.id, 'edit'));
          }}
        />
      )}
      {asking && (
        <RemoveQuestion
          question={t`Remove the group ${name}?`}
          detail={t`Its options go with it. Past orders keep their choices.`}
          onYes={remove}
          onNo={() => {
            setAsking(false);
            focusSoon(groupControlId(group.id, 'remove'));
          }}
        />
      )}
      <SaveProblem
        error={problem}
        onReload={() => {
          setProblem(null);
          ct.reload();
        }}
      />
      {warning && (
        <p className={css.warning} id={warningId}>
          <TriangleAlert aria-hidden size={16} /> {warning}
        </p>
      )}
      {group.choices.length === 0 ? (
        <p className="muted small">
          <Trans>No options yet.</Trans>
        </p>
      ) : (
        <ul className={css.options} aria-label={t`Options of ${name}`}>
          {group.choices.map((c) => (
            <OptionRow key={c.id} ct={ct} group={group} option={c} optionIds={optionIds} />
          ))}
        </ul>
      )}
      {adding ? (
        <OptionForm
          ct={ct}
          group={group}
          onDone={() => {
            setAdding(false);
            focusSoon(groupControlId(group.id, 'add'));
          }}
        />
      ) : (
        <Button
          id={groupControlId(group.id, 'add')}
          className={css.add}
          variant="outline"
          size="small"
          disabled={group.choices.length >= MAX_OPTIONS}
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden size={16} />{' '}
          <Trans>
            Add an option
            <span className="visually-hidden">
              {' '}
              to <span translate="no">{name}</span>
            </span>
          </Trans>
        </Button>
      )}
    </li>
  );
}

/**
 * The dish's choices, under its form in the dish editor. Each change is saved at once with the version
 * the form holds, and the form goes on from the answer's version (as after a photo).
 */
export function DishChoices({
  tools,
  dish,
  version,
  onSaved,
  onReload,
}: {
  tools: EditorTools;
  dish: EditorDish;
  version: number;
  onSaved: (dish: EditorDish) => void;
  onReload: () => void;
}) {
  const busy = useIsMutating({ mutationKey: dishChoicesKey(dish.id) }) > 0;
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const addGroupId = `dish-${dish.id}-add-group`;
  const ct: ChoiceTools = {
    restaurantId: tools.restaurantId,
    dishId: dish.id,
    version,
    saved: onSaved,
    busy,
    announce: tools.announce,
    reload: onReload,
  };
  const groups = dish.choice_groups;
  const groupIds = groups.map((g) => g.id);
  return (
    <section className={css.section} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className={css.sectionHead}>
        <h3 id={headingId}>
          <Trans>Choices</Trans>
        </h3>
        <span className={css.saving} role="status">
          {busy ? t`Saving…` : ''}
        </span>
      </div>
      <p className="muted small">
        <Trans>
          Half or full, sizes, add-ons. Each change here is saved at once; the price of an option is added to
          the dish’s.
        </Trans>
      </p>
      {groups.length === 0 ? (
        <p className={css.empty}>
          <Trans>No choices: this dish has one price.</Trans>
        </p>
      ) : (
        <ol className={css.groups}>
          {groups.map((g) => (
            <GroupCard key={g.id} ct={ct} group={g} groupIds={groupIds} addGroupId={addGroupId} />
          ))}
        </ol>
      )}
      {adding ? (
        <GroupForm
          ct={ct}
          onDone={(addedId) => {
            setAdding(false);
            focusSoon(...(addedId ? [groupControlId(addedId, 'add')] : []), addGroupId);
          }}
        />
      ) : (
        <Button
          id={addGroupId}
          variant="outline"
          size="small"
          className={css.add}
          disabled={groups.length >= MAX_GROUPS}
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden size={16} /> <Trans>Add a group</Trans>
        </Button>
      )}
    </section>
  );
}
