// The Khabar-Signature header of a delivery (decision 054): HMAC-SHA256 with the endpoint's secret over
// "<unix seconds>.<raw body>", Stripe's scheme, so a receiver checks the bytes it got and the time.
import { createHmac } from 'node:crypto';
import { webhookSignatureHeader, webhookSignedText } from '@khabar/domain';

export function signWebhook(input: { secret: string; body: string; at: Date }): string {
  const timestamp = Math.floor(input.at.getTime() / 1000);
  const hex = createHmac('sha256', input.secret)
    .update(webhookSignedText(timestamp, input.body))
    .digest('hex');
  return webhookSignatureHeader(timestamp, [hex]);
}
