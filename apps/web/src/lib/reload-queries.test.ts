import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadQueries } from './event-stream.ts';

/** A list whose answers the test releases: each call reads the list as it is when the call is made. */
function heldList() {
  let list: string[] = [];
  const held: Array<() => void> = [];
  let calls = 0;
  return {
    set: (next: string[]) => {
      list = next;
    },
    calls: () => calls,
    release: () => {
      for (const go of held.splice(0)) go();
    },
    queryFn: () => {
      calls++;
      const read = [...list];
      return new Promise<string[]>((resolve) => held.push(() => resolve(read)));
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A screen showing the orders list: a query client, the held list, and the screen's observer on it. */
function ordersOnScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const orders = heldList();
  const observer = new QueryObserver(queryClient, { queryKey: ['orders'], queryFn: orders.queryFn });
  return { queryClient, orders, stop: observer.subscribe(() => {}) };
}

describe('reloadQueries', () => {
  it('asks again when the first load is still in flight: an order placed meanwhile is not lost', async () => {
    const { queryClient, orders, stop } = ordersOnScreen();
    await settle();
    expect(orders.calls()).toBe(1); // the first load, read while the board was empty
    orders.set(['KB1']); // the order is placed; its event comes while the first load is in flight
    const reloaded = reloadQueries({ queryClient, queryKeys: [['orders']] });
    await settle();
    orders.release();
    await reloaded;
    await settle();
    orders.release();
    await settle();
    expect(orders.calls()).toBe(2);
    expect(queryClient.getQueryData(['orders'])).toEqual(['KB1']);
    stop();
  });

  it('asks again once when the list is already shown', async () => {
    const { queryClient, orders, stop } = ordersOnScreen();
    await settle();
    orders.release();
    await settle();
    expect(queryClient.getQueryData(['orders'])).toEqual([]);
    orders.set(['KB2']);
    const reloaded = reloadQueries({ queryClient, queryKeys: [['orders']] });
    await settle();
    orders.release();
    await reloaded;
    expect(orders.calls()).toBe(2);
    expect(queryClient.getQueryData(['orders'])).toEqual(['KB2']);
    stop();
  });
});
