// A complaint's photo, for support and admins only (everyone else 403): it is private, kept out of the
// public /media/ folder, and read here after the caller's role is checked.
import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { readPrivatePhoto } from '../images/index.ts';
import { COMPLAINT_NOT_FOUND } from './complaint-json.ts';

export async function getComplaintPhoto(input: {
  db: Db;
  dataDir: string;
  userId: number;
  complaintId: number;
}): Promise<Buffer> {
  await requireOperator({ db: input.db, userId: input.userId });
  const [row] = await input.db
    .select({ photo: schema.complaints.photo })
    .from(schema.complaints)
    .where(eq(schema.complaints.id, input.complaintId));
  if (!row) throw new AppError('NOT_FOUND', COMPLAINT_NOT_FOUND);
  const bytes = row.photo ? await readPrivatePhoto({ dataDir: input.dataDir, path: row.photo }) : null;
  if (!bytes) throw new AppError('NOT_FOUND', 'This complaint has no photo.');
  return bytes;
}
