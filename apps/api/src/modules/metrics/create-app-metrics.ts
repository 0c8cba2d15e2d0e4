// The numbers a machine scrapes from GET /metrics (decision 032), in Prometheus's text format from
// prom-client. Each app has its own registry (the tests build many apps in one process), and each
// process serves its own: with WEB_CONCURRENCY a scrape reaches whichever process took the connection,
// and every series it reads is that process's, labelled with its worker number, so one process's
// counters are never read as another's going backwards (the database's gauges are the same from all).
// Node's own numbers (CPU, memory, event-loop delay, GC) are the process's, not an app's, so they are
// collected once per process and added to every app's answer.
import cluster from 'node:cluster';
import type { Db } from '@khabar/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { channelKind, orderStatusName, routeLabel } from './metric-labels.ts';
import { readJobQueue } from './read-job-queue.ts';
import { readOrdersByStatus } from './read-orders-by-status.ts';

export interface AppMetrics {
  /** One answered request: its route's pattern (undefined when no route matched) and its time. */
  observeRequest(request: {
    method: string;
    route: string | undefined;
    statusCode: number;
    seconds: number;
  }): void;
  /** A bus message reached this process's subscribers this long after it was published. */
  observeBusLag(channel: string, seconds: number): void;
  /** One attempt of a job ended: done, retry (failed, tried again later) or failed (for good). */
  countJob(job: { name: string }, outcome: string): void;
  /** Reads the database's numbers and writes every metric out. */
  render(): Promise<{ contentType: string; text: string }>;
}

/** The pool as the pg driver counts it; absent on PGlite (one connection in this process). */
type PoolUse = () => { total: number; idle: number; waiting: number; max: number };

/** Which API process answered: node:cluster's worker id, 0 for a server of one process. */
const WORKER = { worker: String(cluster.worker?.id ?? 0) };

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels(WORKER);
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createAppMetrics({
  db,
  now,
  dbKind,
  pool,
  openStreams,
  catalog,
}: {
  db: Db;
  now: () => Date;
  dbKind: 'pglite' | 'postgres';
  pool: PoolUse | undefined;
  openStreams: { readonly size: number };
  /** The catalog read model's counts: its loads, and the encoded answers it built by kind. */
  catalog: { readonly loads: number; readonly answersBuilt: ReadonlyMap<string, number> };
}): AppMetrics {
  const registry = new Registry();
  registry.setDefaultLabels(WORKER);
  const registers = [registry];

  const requests = new Histogram({
    name: 'khabar_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (event streams left out)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const busLag = new Histogram({
    name: 'khabar_event_bus_lag_seconds',
    help: 'Time from publishing an event to handing it to this process’s subscribers, by channel kind',
    labelNames: ['channel'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const jobsFinished = new Counter({
    name: 'khabar_jobs_finished_total',
    help: 'Job attempts this process ran, by job and outcome (done, retry, failed: out of attempts)',
    labelNames: ['name', 'outcome'] as const,
    registers,
  });
  const orders = new Gauge({
    name: 'khabar_orders',
    help: 'Orders in the database by status',
    labelNames: ['status'] as const,
    registers,
  });
  const jobsPending = new Gauge({
    name: 'khabar_jobs_pending',
    help: 'Jobs waiting in the queue (due now or later), by job',
    labelNames: ['name'] as const,
    registers,
  });
  const jobsDue = new Gauge({
    name: 'khabar_jobs_due',
    help: 'Jobs whose time has come and that no runner has finished yet, by job',
    labelNames: ['name'] as const,
    registers,
  });
  const oldestDue = new Gauge({
    name: 'khabar_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited past its time, by job',
    labelNames: ['name'] as const,
    registers,
  });
  const readFailures = new Counter({
    name: 'khabar_metrics_read_failures_total',
    help: 'Scrapes whose database numbers could not be read (those gauges were left out)',
    registers,
  });
  // Read from the read model at each scrape: an answer is built once per catalog load (a change, or
  // the minute's refresh of a list), however many requests it serves (decision 012).
  new Counter({
    name: 'khabar_catalog_loads_total',
    help: 'Loads of this process’s in-memory catalog (a change heard or made, or the age limit)',
    registers,
    collect() {
      this.reset();
      this.inc(catalog.loads);
    },
  });
  new Counter({
    name: 'khabar_catalog_answers_built_total',
    help: 'Encoded catalog answers this process built, by kind (menu, list, coupons, search, promo-slides)',
    labelNames: ['answer'] as const,
    registers,
    collect() {
      this.reset();
      for (const [answer, n] of catalog.answersBuilt) this.inc({ answer }, n);
    },
  });
  new Gauge({
    name: 'khabar_event_streams_open',
    help: 'Live event streams (SSE) open on this process',
    registers,
    collect() {
      this.set(openStreams.size);
    },
  });
  new Gauge({
    name: 'khabar_db_pool_max',
    help: 'Connections the database pool may open (PGlite: its one in-process connection)',
    registers,
    collect() {
      this.set(pool ? pool().max : 1);
    },
  });
  new Gauge({
    name: 'khabar_db_info',
    help: 'The database driver in use (1 for the driver named)',
    labelNames: ['driver'] as const,
    registers,
  }).set({ driver: dbKind }, 1);
  if (pool) {
    new Gauge({
      name: 'khabar_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), of them idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = pool();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  async function readDatabase(): Promise<void> {
    const [byStatus, queue] = await Promise.allSettled([
      readOrdersByStatus({ db }),
      readJobQueue({ db, now }),
    ]);
    orders.reset();
    jobsPending.reset();
    jobsDue.reset();
    oldestDue.reset();
    if (byStatus.status === 'fulfilled') {
      for (const [status, n] of byStatus.value) orders.set({ status: orderStatusName(status) }, n);
    }
    if (queue.status === 'fulfilled') {
      for (const q of queue.value) {
        jobsPending.set({ name: q.name }, q.pending);
        jobsDue.set({ name: q.name }, q.due);
        oldestDue.set({ name: q.name }, q.oldestDueSeconds);
      }
    }
    if (byStatus.status === 'rejected' || queue.status === 'rejected') readFailures.inc();
  }

  return {
    observeRequest({ method, route, statusCode, seconds }) {
      requests.observe({ method, route: routeLabel(route), status_code: statusCode }, seconds);
    },
    observeBusLag(channel, seconds) {
      busLag.observe({ channel: channelKind(channel) }, seconds);
    },
    countJob(job, outcome) {
      jobsFinished.inc({ name: job.name, outcome });
    },
    async render() {
      await readDatabase();
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return { contentType: registry.contentType, text };
    },
  };
}
