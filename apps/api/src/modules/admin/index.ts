// What the admin module offers other modules: who is an operator, the first-admin command's service, and a
// restaurant, a captain and a promo slide as the back office reads and locks them (the photo uploads use
// these).
export { auditedCaptain, lockCaptain, readCaptain } from './captain-json.ts';
export { createFirstAdmin } from './create-first-admin.ts';
export { operatorLevelOf, requireOperator } from './require-operator.ts';
export { readAdminRestaurant } from './restaurant-json.ts';
export { saveSlideChange } from './save-slide-change.ts';
export { auditedSlide, lockSlide, readSlide } from './slide-json.ts';
