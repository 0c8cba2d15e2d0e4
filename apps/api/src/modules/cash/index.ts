// What the cash module offers other modules: the sums what a captain holds is made of (the captain
// app, the captains' list and the dashboard read them).
export { cashTotalsFor, readCashTotals } from './cash-totals.ts';
