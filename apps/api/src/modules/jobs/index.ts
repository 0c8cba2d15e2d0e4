// What the job queue offers other modules: enqueueing in their own transaction (decision 008). The
// handler table (create-job-handlers.ts) is wired by app.ts, so it is not offered here.
export { enqueueJob, type JobPayloads, type NewJob } from './enqueue-job.ts';
export type { JobRunner } from './job-runner.ts';
