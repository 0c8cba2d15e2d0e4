// Adding work to the durable queue (decision 008). Always called with the caller's transaction, so a
// job exists exactly when the change that needs it was committed.
import { type Db, schema } from '@khabar/db';

/** Every job the API runs, with its payload. */
export interface JobPayloads {
  /** The restaurant did not accept within the window: cancel (and refund). */
  'auto-cancel': { orderId: number };
  /** An order for later reaches the kitchen at its release time, or is cancelled (decision 048). */
  'release-order': { orderId: number };
  /** An online payment nobody finished in 30 minutes is given up. */
  'expire-payment': { paymentId: number };
  /** Offer a ready-to-assign delivery order to the nearest free captain. */
  'dispatch-order': { orderId: number };
  /** A captain's offer not taken in time goes to the next one. */
  'offer-timeout': { offerId: number };
  /** Ask the gateway to refund an online payment (retried until it answers). */
  'gateway-refund': { refundId: number };
  /** A handover locked by wrong PINs whose cool-down is over: the customer gets a new PIN. */
  'renew-delivery-pin': { orderId: number };
  /** The hourly deletion of order trail points older than a week (decision 040). */
  'prune-position-trail': Record<string, never>;
  /** The files of a photo no record names any more (replaced, or its slide removed). */
  'remove-photo': { path: string };
  /**
   * The dashboard's daily roll-up (decision 038), hourly: `slot` is the hour's start (ISO), `part` counts
   * the runs of that hour (a long history is filled a month of days per run).
   */
  'dashboard-rollup': { slot: string; part: number };
  /** A delivery order just delivered late: grant the late-delivery credit if due (decision 044). */
  'late-delivery-credit': { orderId: number };
  /**
   * One Web Push message to one subscription (decision 051): the words fixed at the step; an offer's
   * push carries its end, past which it is not sent.
   */
  'push-send': {
    subscriptionId: number;
    message: { title: string; body: string; url: string; tag: string };
    expiresAt?: string;
  };
  /** The hourly expiry of refund credit past its 30 days (decision 044). */
  'expire-wallet-credits': Record<string, never>;
  /** One try of one webhook delivery (decision 054); the next try is a new job, after the back-off. */
  'webhook-delivery': { deliveryId: number; attempt: number };
  /** One step of the demo autopilot. */
  autopilot: {
    orderId: number;
    step: 'accept' | 'ready' | 'assign' | 'ride' | 'arrive' | 'pick_up' | 'deliver' | 'hand_over';
    /** A ride: which leg, which point is next, and the points ([lat, lng]) of the leg. */
    leg?: 'restaurant' | 'customer';
    index?: number;
    points?: [number, number][];
  };
}

export type JobName = keyof JobPayloads;

export interface NewJob<N extends JobName = JobName> {
  name: N;
  payload: JobPayloads[N];
  runAt: Date;
  /** The same key is accepted once, ever: enqueueing twice is harmless. */
  singletonKey?: string;
  maxAttempts?: number;
}

/** Inserts the job in the given transaction; a repeated singleton key is ignored. */
export async function enqueueJob<N extends JobName>({ tx, job }: { tx: Db; job: NewJob<N> }): Promise<void> {
  await tx
    .insert(schema.jobs)
    .values({
      name: job.name,
      payload: job.payload,
      runAt: job.runAt,
      singletonKey: job.singletonKey ?? null,
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing();
}
