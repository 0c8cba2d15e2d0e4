// Statements written once (decision 059): the same rows as the query builder's, inside a transaction
// when given one, and on PostgreSQL a statement each connection prepares once under its name.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../apps/api/test/helpers/test-database.ts';
import { type DbHandle, type NamedStatement, runNamedStatement, schema } from '../src/index.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h?.close());

const USER_BY_ID: NamedStatement = {
  name: 'khabar_test_user_by_id',
  text: 'select id, phone, wallet_balance_paise from users where id = $1',
};

describe('a named statement', () => {
  it('answers the rows the query builder reads, as objects named by the columns', async () => {
    const [user] = await h.db.select().from(schema.users).limit(1);
    const rows = await runNamedStatement<{ id: number; phone: string; wallet_balance_paise: number }>({
      db: h.db,
      statement: USER_BY_ID,
      params: [user!.id],
    });
    expect(rows).toEqual([
      { id: user!.id, phone: user!.phone, wallet_balance_paise: user!.walletBalancePaise },
    ]);
    // Run again with other values: the same text under the same name, another answer.
    expect(await runNamedStatement({ db: h.db, statement: USER_BY_ID, params: [-1] })).toEqual([]);
  });

  it('runs inside the transaction it is given, and on PostgreSQL is prepared under its name', async () => {
    const [user] = await h.db.select().from(schema.users).limit(1);
    let balance: number | undefined;
    let prepared: string[] = [];
    // Rolled back (rollback() ends the transaction by throwing): the change is seen only inside it.
    await expect(
      h.db.transaction(async (tx) => {
        await tx.update(schema.users).set({ walletBalancePaise: 4242 }).where(eq(schema.users.id, user!.id));
        const [row] = await runNamedStatement<{ wallet_balance_paise: number }>({
          db: tx,
          statement: USER_BY_ID,
          params: [user!.id],
        });
        balance = row?.wallet_balance_paise;
        if (h.kind === 'postgres') {
          const result = await tx.execute(
            sql`select statement from pg_prepared_statements where name = ${USER_BY_ID.name}`,
          );
          prepared = (result as unknown as { rows: Array<{ statement: string }> }).rows.map(
            (r) => r.statement,
          );
        }
        tx.rollback();
      }),
    ).rejects.toThrow();
    const seen = { balance };
    expect(seen.balance).toBe(4242);
    if (h.kind === 'postgres') expect(prepared).toEqual([USER_BY_ID.text]);
    const [after] = await h.db.select().from(schema.users).where(eq(schema.users.id, user!.id));
    expect(after!.walletBalancePaise).toBe(user!.walletBalancePaise);
  });
});
