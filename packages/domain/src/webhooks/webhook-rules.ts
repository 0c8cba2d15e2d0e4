// Webhooks out (decision 054): what an integrator's receiver is sent, how it is signed (the header's
// format; the HMAC itself is computed by the API with node:crypto), and when a failed delivery is
// tried again. Pure, so the receiver's side of the contract is tested without a network.
import { ORDER_STATUS } from '../orders/order-status.ts';

/** The event types an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['order.status_changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The waits before the 2nd, 3rd ... try of a delivery that failed: 30 s, 2 min, 10 min, 1 h, 6 h. */
export const WEBHOOK_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
/** The first try and one per wait: after the sixth failure the delivery is marked failed. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1;
/** How long a receiver has to answer one try. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** How old a signature a receiver should accept (replay window), in seconds. */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * When the try after `attempts` failed tries is due, or null when the delivery has had its last try.
 * `attempts` counts the tries made so far, this failed one included.
 */
export function nextWebhookTry(attempts: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + (WEBHOOK_BACKOFF_MS[attempts - 1] as number));
}

/** A receiver's answer counts as delivered only when it is a 2xx; a redirect is not followed. */
export const isWebhookDelivered = (statusCode: number): boolean => statusCode >= 200 && statusCode <= 299;

const STATUS_NAMES: Record<number, string> = {
  [ORDER_STATUS.awaitingPayment]: 'awaiting_payment',
  [ORDER_STATUS.placed]: 'placed',
  [ORDER_STATUS.preparing]: 'preparing',
  [ORDER_STATUS.agentAssigned]: 'agent_assigned',
  [ORDER_STATUS.onTheWay]: 'on_the_way',
  [ORDER_STATUS.delivered]: 'delivered',
  [ORDER_STATUS.cancelled]: 'cancelled',
  [ORDER_STATUS.readyForPickup]: 'ready_for_pickup',
};

/** The status as a receiver reads it: a stable machine name, never the app's label. */
export const webhookStatusName = (statusId: number): string => STATUS_NAMES[statusId] ?? 'unknown';

/** The body of an order.status_changed delivery. No customer's phone, name or address, ever. */
export interface OrderStatusChangedPayload {
  id: string;
  type: 'order.status_changed';
  created_at: string;
  data: {
    order_id: number;
    unique_order_id: string;
    restaurant_id: number;
    status_id: number;
    status: string;
    occurred_at: string;
  };
}

/** The bytes the HMAC is computed over: the timestamp, a dot, and the raw body as sent. */
export const webhookSignedText = (timestamp: number, body: string): string => `${timestamp}.${body}`;

/** `Khabar-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` (several v1 while a secret is rotated). */
export const webhookSignatureHeader = (timestamp: number, hexSignatures: string[]): string =>
  [`t=${timestamp}`, ...hexSignatures.map((s) => `v1=${s}`)].join(',');

/** A receiver's reading of the header: its timestamp and v1 signatures, or null when malformed. */
export function parseWebhookSignature(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return null;
    if (key === 't' && /^\d{1,12}$/.test(value) && timestamp === null) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
    else return null;
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}
