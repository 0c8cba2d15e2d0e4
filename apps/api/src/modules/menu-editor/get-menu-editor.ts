import type { Db } from '@khabar/db';
import type { MenuEditor } from '@khabar/domain';
import { readEditorMenu } from './editor-json.ts';
import { requireMenuEditor } from './require-menu-editor.ts';

export async function getMenuEditor(input: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<MenuEditor> {
  await requireMenuEditor({ db: input.db, userId: input.userId, restaurantId: input.restaurantId });
  return readEditorMenu({ db: input.db, restaurantId: input.restaurantId });
}
