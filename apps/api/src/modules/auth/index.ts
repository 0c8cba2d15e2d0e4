// What other parts of the API may use of the auth module.
export { createSmsBudgetWatch, type SmsBudgetSnapshot, type SmsBudgetWatch } from './sms-budget.ts';
