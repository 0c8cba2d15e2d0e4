// What the reports module offers others: the dashboard's roll-up job (decision 038) for the job table
// and the starting server.
export { runDashboardRollup } from './run-dashboard-rollup.ts';
export { scheduleDashboardRollup } from './schedule-dashboard-rollup.ts';
