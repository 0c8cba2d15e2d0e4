// What the admin module offers other modules: who is an operator, the first-admin command's service, and a
// restaurant and a captain as the back office reads and locks them (the photo uploads use these).
export { auditedCaptain, lockCaptain, readCaptain } from './captain-json.ts';
export { createFirstAdmin } from './create-first-admin.ts';
export { operatorLevelOf, requireOperator } from './require-operator.ts';
export { readAdminRestaurant } from './restaurant-json.ts';
