// Every change to a dish's choices: a change to the dish. It locks the dish first (so changes to one
// dish's choices queue one after another), names the dish's version and moves it on, writes an audit
// row about the dish, and answers the whole dish with its choices, as the editor shows it.
import { type Db, schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fieldRefusal } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { type ChoiceGroupRow, type ChoiceRow, checkVersion, editorDishOf, lockDish } from './editor-json.ts';
import { saveMenuChange } from './save-menu-change.ts';

type ItemRow = typeof schema.items.$inferSelect;

export const GROUP_NOT_FOUND = 'Choice group not found';
export const CHOICE_NOT_FOUND = 'Option not found';

/** What a choice change is about: the dish (locked), and the group and option when it names them. */
export interface ChoiceTarget {
  item: ItemRow;
  group: ChoiceGroupRow | null;
  choice: ChoiceRow | null;
}

export interface ChoiceChange {
  action: string;
  before: unknown;
  after: unknown;
}

export function saveChoiceChange(
  input: CatalogChangeDeps & {
    userId: number;
    version: number;
    notFound: string;
    find: (tx: Db) => Promise<ChoiceTarget | null>;
    change: (tx: Db, target: ChoiceTarget) => Promise<ChoiceChange>;
  },
): Promise<EditorDish> {
  return saveMenuChange({
    ...input,
    find: async (tx) => {
      const target = await input.find(tx);
      return target && { restaurantId: target.item.restaurantId, target };
    },
    change: async (tx, target) => {
      checkVersion({ stored: target.item.version, sent: input.version, what: 'dish' });
      const change = await input.change(tx, target);
      const [row] = await tx
        .update(schema.items)
        .set({ version: target.item.version + 1, updatedAt: input.now() })
        .where(eq(schema.items.id, target.item.id))
        .returning();
      if (!row) throw new Error('dish not written');
      return {
        result: await editorDishOf({ db: tx, item: row }),
        action: change.action,
        entity: 'item',
        entityId: row.id,
        before: change.before,
        after: change.after,
      };
    },
  });
}

/** The dish, locked, when it is on a menu. */
export async function findDish({ tx, itemId }: { tx: Db; itemId: number }): Promise<ChoiceTarget | null> {
  const item = await lockDish({ tx, itemId });
  return item && { item, group: null, choice: null };
}

/** The group and its dish, the dish locked first; null when either is archived or there is none. */
export async function findGroup({ tx, groupId }: { tx: Db; groupId: number }): Promise<ChoiceTarget | null> {
  const [seen] = await tx
    .select({ itemId: schema.itemChoiceGroups.itemId })
    .from(schema.itemChoiceGroups)
    .where(eq(schema.itemChoiceGroups.id, groupId));
  const item = seen && (await lockDish({ tx, itemId: seen.itemId }));
  if (!item) return null;
  const [group] = await tx
    .select()
    .from(schema.itemChoiceGroups)
    .where(eq(schema.itemChoiceGroups.id, groupId))
    .for('update');
  return group && !group.archivedAt ? { item, group, choice: null } : null;
}

/** The option, its group and dish; null when any of them is archived (an archived group's options too). */
export async function findChoice({
  tx,
  choiceId,
}: {
  tx: Db;
  choiceId: number;
}): Promise<ChoiceTarget | null> {
  const [seen] = await tx
    .select({ groupId: schema.itemChoices.groupId })
    .from(schema.itemChoices)
    .where(eq(schema.itemChoices.id, choiceId));
  const found = seen && (await findGroup({ tx, groupId: seen.groupId }));
  if (!found) return null;
  const [choice] = await tx
    .select()
    .from(schema.itemChoices)
    .where(eq(schema.itemChoices.id, choiceId))
    .for('update');
  return choice && !choice.archivedAt ? { ...found, choice } : null;
}

/** The target's group; a change that names one always has it. */
export const groupOf = (target: ChoiceTarget): ChoiceGroupRow => {
  if (!target.group) throw new Error('no group in this change');
  return target.group;
};
export const choiceOf = (target: ChoiceTarget): ChoiceRow => {
  if (!target.choice) throw new Error('no option in this change');
  return target.choice;
};

/** A dish's groups on the menu, in order. */
export const groupsOf = ({ tx, itemId }: { tx: Db; itemId: number }) =>
  tx
    .select()
    .from(schema.itemChoiceGroups)
    .where(and(eq(schema.itemChoiceGroups.itemId, itemId), isNull(schema.itemChoiceGroups.archivedAt)))
    .orderBy(schema.itemChoiceGroups.position, schema.itemChoiceGroups.id);

/** A group's options on the menu, in order. */
export const choicesOf = ({ tx, groupId }: { tx: Db; groupId: number }) =>
  tx
    .select()
    .from(schema.itemChoices)
    .where(and(eq(schema.itemChoices.groupId, groupId), isNull(schema.itemChoices.archivedAt)))
    .orderBy(schema.itemChoices.position, schema.itemChoices.id);

/** Refuses a name another group of the dish (or option of the group) already has, in any case. */
export function refuseTakenName({
  taken,
  name,
  self,
  what,
}: {
  taken: readonly { id: number; name: string }[];
  name: string;
  self: number | null;
  what: string;
}): void {
  const lower = name.toLowerCase();
  if (taken.some((t) => t.id !== self && t.name.toLowerCase() === lower)) {
    throw fieldRefusal('CONFLICT', 'name', `${what} already has one called “${name}”.`);
  }
}

/** The next position after the last one (archived rows' too, so a new one never shares a place). */
export async function nextPosition({
  tx,
  table,
  where,
}: {
  tx: Db;
  table: typeof schema.itemChoiceGroups | typeof schema.itemChoices;
  where: ReturnType<typeof eq>;
}): Promise<number> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${table.position}), -1)::int` })
    .from(table)
    .where(where);
  return (last?.position ?? -1) + 1;
}
