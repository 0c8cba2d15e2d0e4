// unique_order_id from a number no other order has (decision 013): random tails collided under load
// (two in 66,768 orders, as the birthday bound predicts), and each collision was a failed checkout.
// Numbers come in blocks from the order_number_blocks sequence, so every process and every order
// gets its own, and the database is asked once per ORDER_NUMBER_BLOCK orders.
import type { Db } from '@khabar/db';
import { sql } from 'drizzle-orm';

const ORDER_NUMBER_BLOCK = 100;
/** No 0/O or 1/I to misread. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Odd, so multiplying by it mixes the number and can be undone: a bijection modulo 32^length. */
const MIX = 0x2545f491n;
const SHIFT = 0x1b873593n;

interface Block {
  next: number;
  end: number;
  fetching: Promise<void> | null;
}
const blocks = new WeakMap<Db, Block>();

async function nextOrderNumber(db: Db): Promise<number> {
  let block = blocks.get(db);
  if (!block) {
    block = { next: 0, end: 0, fetching: null };
    blocks.set(db, block);
  }
  while (block.next >= block.end) {
    const b = block;
    b.fetching ??= db
      .execute(sql`select nextval('order_number_blocks') as n`)
      .then((result) => {
        const n = Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
        b.next = n * ORDER_NUMBER_BLOCK;
        b.end = b.next + ORDER_NUMBER_BLOCK;
      })
      .finally(() => {
        b.fetching = null;
      });
    await b.fetching;
  }
  return block.next++;
}

/**
 * The code of order number n: six letters while n < 32^6 (a thousand million orders), then seven, and
 * so on; within one length the number is mixed by a bijection, so codes do not read as a counter and
 * two numbers never share a code.
 */
export function orderCode(n: number): string {
  let length = 6;
  while (BigInt(n) >= 32n ** BigInt(length)) length++;
  const modulus = 32n ** BigInt(length);
  let x = (BigInt(n) * MIX + SHIFT) % modulus;
  let code = '';
  for (let i = 0; i < length; i++) {
    code = ALPHABET[Number(x % 32n)] + code;
    x /= 32n;
  }
  return code;
}

/** "KB2611194F7Q2K": brand, the day (yymmdd), and the order number's code. */
export async function makeUniqueOrderId({ db, now }: { db: Db; now: Date }): Promise<string> {
  const d = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `KB${d}${orderCode(await nextOrderNumber(db))}`;
}
