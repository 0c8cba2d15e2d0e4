// What the menu-editor module offers other modules: the way every menu change is made (who may, the
// version, the audit row, the catalog told), and the dish as the editor answers it.
export { checkVersion, DISH_NOT_FOUND, dishAuditJson, editorDishOf, lockDish } from './editor-json.ts';
export { requireMenuEditor } from './require-menu-editor.ts';
export { saveMenuChange } from './save-menu-change.ts';
