import type { SmsProvider } from './sms-provider.ts';

/**
 * A real SMS gateway over HTTP: POST {to, message} as JSON with a Bearer token. Indian gateways differ
 * in field names; this is the one place to adapt. The message is never logged (it holds a code).
 */
export function createHttpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    kind: 'http',
    async send(phone, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: `+91${phone}`, message: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
