// What other parts of the API may use of the auth module.
export { refuseBlocked, refuseBlockedAccount } from './refuse-blocked-account.ts';
export { createSmsBudgetWatch, type SmsBudgetSnapshot, type SmsBudgetWatch } from './sms-budget.ts';
