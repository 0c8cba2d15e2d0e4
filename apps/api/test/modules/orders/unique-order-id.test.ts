// unique_order_id cannot collide (decision 013): it is made from a number handed out by a database
// sequence in blocks, never drawn at random.
import { openDb } from '@khabar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUniqueOrderId, orderCode } from '../../../src/modules/orders/make-unique-order-id.ts';
import { createTestDatabase, type TestDbHandle } from '../../helpers/test-database.ts';

const NOW = new Date('2026-11-19T07:30:00Z');
const SHAPE = /^KB261119[2-9A-HJ-NP-Z]{6}$/;
let handle: TestDbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

describe('order codes', () => {
  it('gives every number its own six-letter code, without 0, O, 1 or I', () => {
    const codes = new Set<string>();
    for (let n = 0; n < 200_000; n++) codes.add(orderCode(n));
    expect(codes.size).toBe(200_000);
    for (const code of [...codes].slice(0, 1000)) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  });

  it('stays unique past a thousand million orders by growing a letter', () => {
    const last6 = orderCode(32 ** 6 - 1);
    const first7 = orderCode(32 ** 6);
    expect(last6).toHaveLength(6);
    expect(first7).toHaveLength(7);
    expect(new Set([orderCode(32 ** 6 - 2), last6, first7, orderCode(32 ** 6 + 1)]).size).toBe(4);
  });
});

describe('makeUniqueOrderId', () => {
  it('never repeats, in a burst and across processes sharing the database', async () => {
    const ids = await Promise.all(
      Array.from({ length: 1000 }, () => makeUniqueOrderId({ db: handle.db, now: NOW })),
    );
    // A second API process: its own connection (on PostgreSQL) takes its own blocks of numbers.
    const other = handle.databaseUrl
      ? await openDb({ databaseUrl: handle.databaseUrl, maxConnections: 2 })
      : null;
    try {
      const db2 = other?.db ?? handle.db;
      const interleaved = await Promise.all(
        Array.from({ length: 500 }, (_, i) => makeUniqueOrderId({ db: i % 2 ? db2 : handle.db, now: NOW })),
      );
      const all = [...ids, ...interleaved];
      expect(new Set(all).size).toBe(all.length);
      for (const id of all) expect(id).toMatch(SHAPE);
    } finally {
      await other?.close();
    }
  });
});
