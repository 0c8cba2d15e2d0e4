// The metrics' pure parts: label values that cannot grow with the data, the token check, and the bus
// that times itself.
import { describe, expect, it } from 'vitest';
import type { BusChannel, BusMessage } from '../../../src/adapters/events/event-bus.ts';
import { createLocalEventBus } from '../../../src/adapters/events/local-event-bus.ts';
import { measureEventBus } from '../../../src/adapters/events/measured-event-bus.ts';
import { checkMetricsAccess } from '../../../src/modules/metrics/check-metrics-access.ts';
import {
  channelKind,
  KNOWN_ORDER_STATUSES,
  orderStatusName,
  routeLabel,
} from '../../../src/modules/metrics/metric-labels.ts';

describe('label values', () => {
  it('keeps a route’s pattern, one label for unmatched paths and one for the built files', () => {
    expect(routeLabel('/api/orders/:orderId/events')).toBe('/api/orders/:orderId/events');
    expect(routeLabel(undefined)).toBe('(unmatched)');
    expect(routeLabel('')).toBe('(unmatched)');
    expect(routeLabel('/assets/index-3f9a1c.js')).toBe('/assets/*');
    expect(routeLabel('/metrics')).toBe('/metrics');
  });

  it('names a channel by its kind, never its id', () => {
    expect(channelKind('order:42')).toBe('order');
    expect(channelKind('restaurant:7')).toBe('restaurant');
    expect(channelKind('captain:3')).toBe('captain');
    expect(channelKind('catalog')).toBe('catalog');
    expect(channelKind('settings')).toBe('settings');
  });

  it('names every order status the domain knows in snake case, and an unknown one by its number', () => {
    expect(orderStatusName(0)).toBe('awaiting_payment');
    expect(orderStatusName(1)).toBe('placed');
    expect(orderStatusName(3)).toBe('agent_assigned');
    expect(orderStatusName(4)).toBe('on_the_way');
    expect(orderStatusName(10)).toBe('ready_for_pickup');
    expect(orderStatusName(7)).toBe('7');
    expect([...KNOWN_ORDER_STATUSES].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 10]);
  });
});

describe('checkMetricsAccess', () => {
  const token = 'a-token-of-sixteen-plus';
  it('is open in development and hidden in production when no token is set', () => {
    expect(checkMetricsAccess({ token: undefined, production: false, authorization: undefined })).toBe(
      'open',
    );
    expect(checkMetricsAccess({ token: undefined, production: true, authorization: `Bearer ${token}` })).toBe(
      'hidden',
    );
  });

  it('grants only the exact token as a Bearer, in production and development alike', () => {
    for (const production of [true, false]) {
      const check = (authorization: string | undefined) =>
        checkMetricsAccess({ token, production, authorization });
      expect(check(`Bearer ${token}`)).toBe('granted');
      expect(check(`BEARER  ${token} `)).toBe('granted');
      for (const bad of [
        undefined,
        '',
        token,
        `Bearer ${token}x`,
        `Bearer ${token.slice(1)}`,
        'Bearer',
        `Token ${token}`,
      ]) {
        expect(check(bad), String(bad)).toBe('refused');
      }
    }
  });
});

describe('measureEventBus', () => {
  const message = (): BusMessage => ({
    eventId: 1,
    type: 'accepted',
    orderId: 42,
    statusId: 2,
    payload: {},
    at: '2026-11-26T10:00:00.000Z',
  });

  it('times each message once per process, however many subscribers hear it', async () => {
    let clock = 1_000;
    const lags: Array<[BusChannel, number]> = [];
    const bus = measureEventBus(
      createLocalEventBus(),
      (c, s) => lags.push([c, s]),
      () => clock,
    );
    const heard: BusMessage[] = [];
    bus.subscribe('order:42', (m) => heard.push(m));
    bus.subscribe('order:42', (m) => heard.push(m));
    // The inner bus delivers later than it was handed the message (as Redis does).
    const inner = createLocalEventBus();
    const delayed = measureEventBus(
      {
        ...inner,
        publish: async (channel, m) => {
          clock += 250;
          await inner.publish(channel, m);
        },
      },
      (c, s) => lags.push([c, s]),
      () => clock,
    );
    delayed.subscribe('restaurant:7', (m) => heard.push(m));
    await bus.publish('order:42', message());
    await delayed.publish('restaurant:7', message());
    expect(lags).toEqual([
      ['order:42', 0],
      ['restaurant:7', 0.25],
    ]);
    // Subscribers get the message as it was published, without the stamp.
    expect(heard).toEqual([message(), message(), message()]);
    expect(heard[0]).toBe(heard[1]);
  });

  it('reads a publisher’s clock ahead of this one as no lag, and leaves unstamped messages alone', async () => {
    const lags: number[] = [];
    const inner = createLocalEventBus();
    const bus = measureEventBus(
      inner,
      (_c, s) => lags.push(s),
      () => 5_000,
    );
    const heard: BusMessage[] = [];
    bus.subscribe('captain:3', (m) => heard.push(m));
    await inner.publish('captain:3', { ...message(), sentAt: 9_000 });
    await inner.publish('captain:3', { ...message(), type: 'resync' });
    expect(lags).toEqual([0]);
    expect(heard.map((m) => m.type)).toEqual(['accepted', 'resync']);
    expect(heard.every((m) => !('sentAt' in m))).toBe(true);
  });
});
