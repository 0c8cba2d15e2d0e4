import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWebhookBody } from '../src/contracts/admin/webhooks/create-webhook.ts';
import {
  isWebhookDelivered,
  nextWebhookTry,
  parseWebhookSignature,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_MAX_ATTEMPTS,
  webhookSignatureHeader,
  webhookSignedText,
  webhookStatusName,
} from '../src/webhooks/webhook-rules.ts';

const AT = new Date('2026-11-19T07:30:00Z');
const MIN = 60_000;

describe('when a failed delivery is tried again', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, 6 h, then gives up after the sixth try', () => {
    const waits = [1, 2, 3, 4, 5].map((n) => (nextWebhookTry(n, AT) as Date).getTime() - AT.getTime());
    expect(waits).toEqual([30_000, 2 * MIN, 10 * MIN, 60 * MIN, 360 * MIN]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
    expect(nextWebhookTry(6, AT)).toBeNull();
    expect(nextWebhookTry(7, AT)).toBeNull();
  });

  it('never waits less than before, and never for a nonsense try count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: WEBHOOK_MAX_ATTEMPTS - 2 }), (n) => {
        const a = (nextWebhookTry(n, AT) as Date).getTime();
        const b = (nextWebhookTry(n + 1, AT) as Date).getTime();
        return b > a && a > AT.getTime();
      }),
    );
    for (const n of [0, -1, 1.5, Number.NaN]) expect(nextWebhookTry(n, AT)).toBeNull();
    // The whole schedule ends within a day: a receiver down for longer has the failed list to replay.
    expect(WEBHOOK_BACKOFF_MS.reduce((a, b) => a + b, 0)).toBeLessThan(24 * 60 * MIN);
  });

  it('counts only a 2xx as delivered (a redirect is not followed, so it is a failure)', () => {
    expect([200, 201, 204, 299].every(isWebhookDelivered)).toBe(true);
    expect([0, 199, 300, 301, 302, 400, 410, 500, 503].some(isWebhookDelivered)).toBe(false);
  });
});

describe('the Khabar-Signature header', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1","type":"order.status_changed"}';

  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, which a receiver recomputes', () => {
    const t = 1_795_000_000;
    expect(webhookSignedText(t, body)).toBe(`1795000000.${body}`);
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    const header = webhookSignatureHeader(t, [hex]);
    expect(header).toBe(`t=1795000000,v1=${hex}`);
    expect(parseWebhookSignature(header)).toEqual({ timestamp: t, signatures: [hex] });
  });

  it('reads back any header it writes, and refuses malformed ones', () => {
    const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.array(hex64, { minLength: 1, maxLength: 3 }),
        (t, sigs) => {
          expect(parseWebhookSignature(webhookSignatureHeader(t, sigs))).toEqual({
            timestamp: t,
            signatures: sigs,
          });
        },
      ),
    );
    const v1 = `v1=${'a'.repeat(64)}`;
    for (const bad of [
      '',
      't=1',
      v1,
      `t=x,${v1}`,
      `t=1,v1=abc`,
      `t=1,t=2,${v1}`,
      `t=1,${v1},v0=zz`,
      `t=1=2,${v1}`,
    ]) {
      expect(parseWebhookSignature(bad), bad).toBeNull();
    }
  });
});

describe('what a receiver reads', () => {
  it('names each status by a stable machine name', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(webhookStatusName)).toEqual([
      'placed',
      'preparing',
      'agent_assigned',
      'on_the_way',
      'delivered',
      'cancelled',
      'ready_for_pickup',
    ]);
    expect(webhookStatusName(99)).toBe('unknown');
  });

  it('takes only http(s) URLs without credentials, and known events once each', () => {
    const ok = (body: object) => createWebhookBody.safeParse(body).success;
    expect(ok({ url: 'https://pos.example.com/khabar' })).toBe(true);
    expect(createWebhookBody.parse({ url: 'https://pos.example.com/k' })).toMatchObject({
      restaurant_id: null,
      events: ['order.status_changed'],
    });
    for (const url of [
      'ftp://x.example',
      'https://u:p@x.example',
      'not a url',
      'file:///etc/passwd',
      'https://',
    ]) {
      expect(ok({ url }), url).toBe(false);
    }
    expect(ok({ url: 'https://x.example', events: [] })).toBe(false);
    expect(ok({ url: 'https://x.example', events: ['order.status_changed', 'order.status_changed'] })).toBe(
      false,
    );
  });
});
