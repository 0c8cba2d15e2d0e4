// What approving and declining a goodwill request share: the request locked, still pending (else the
// second admin is told who decided it and when).
import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { type CreditRow, readCredit } from './goodwill-json.ts';

const DECIDED = { approved: 'approved', declined: 'declined', credited: 'credited' } as const;

export async function lockPendingCredit({ tx, creditId }: { tx: Db; creditId: number }): Promise<CreditRow> {
  const [row] = await tx
    .select()
    .from(schema.goodwillCredits)
    .where(eq(schema.goodwillCredits.id, creditId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Goodwill request not found.');
  if (row.status !== 'pending') {
    const done = await readCredit({ db: tx, id: row.id });
    const by = done.decided_by ? ` by ${done.decided_by.name}` : '';
    throw new AppError('CONFLICT', `This request was already ${DECIDED[row.status]}${by}.`, { credit: done });
  }
  return row;
}
