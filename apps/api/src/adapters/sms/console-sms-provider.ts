import type { OutboxMessage, SmsProvider } from './sms-provider.ts';

const KEEP = 200;

/**
 * Development and test SMS: nothing leaves the machine. Messages are kept in memory (newest first) for
 * `GET /api/dev/sms`, which is how a developer, and the browser tests, read a code.
 */
export function createConsoleSmsProvider(now: () => Date) {
  const outbox: OutboxMessage[] = [];
  const provider: Required<SmsProvider> = {
    kind: 'console',
    async send(phone, text) {
      outbox.unshift({ phone, text, sentAt: now().toISOString() });
      outbox.length = Math.min(outbox.length, KEEP);
    },
    outbox: (phone) => outbox.filter((m) => m.phone === phone),
  };
  return provider;
}
