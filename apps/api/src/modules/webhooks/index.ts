// What the webhooks module offers other modules (decision 054): the lifecycle queues deliveries in an
// order step's transaction, and the job table runs each try.
export { deliverWebhook, type WebhookSettings } from './deliver-webhook.ts';
export { enqueueOrderWebhooks } from './enqueue-order-webhooks.ts';
