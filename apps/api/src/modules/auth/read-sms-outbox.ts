import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { notFound } from '../../errors/app-error.ts';

/** The development outbox: how a developer (and the browser tests) read a code. Absent in production. */
export function readSmsOutbox({
  sms,
  production,
  phone,
}: {
  sms: SmsProvider;
  production: boolean;
  phone: string;
}) {
  if (production || !sms.outbox) throw notFound();
  return { success: true as const, data: sms.outbox(phone) };
}
