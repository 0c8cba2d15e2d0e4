// What the admin module offers other modules: who is an operator, and the first-admin command's service.
export { createFirstAdmin } from './create-first-admin.ts';
export { operatorLevelOf } from './require-operator.ts';
