// What the metrics module offers the app: the registry it feeds from its hooks (requests, the bus,
// the job runner). The route is registered by app.ts.
export { createAppMetrics } from './create-app-metrics.ts';
