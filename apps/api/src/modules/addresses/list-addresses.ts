import { type Db, schema } from '@khabar/db';
import type { AddressJson } from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import { toAddressJson } from './to-address-json.ts';

const a = schema.addresses;
const u = schema.users;

/** The user's addresses, the default first (the spec's clients read element 0 as the default). */
export async function listAddresses({
  db,
  userId,
  onlyDefault = false,
}: {
  db: Db;
  userId: number;
  onlyDefault?: boolean;
}): Promise<AddressJson[]> {
  const [user] = await db.select({ defaultId: u.defaultAddressId }).from(u).where(eq(u.id, userId));
  const rows = await db.select().from(a).where(eq(a.userId, userId)).orderBy(desc(a.createdAt), desc(a.id));
  const defaultId = user?.defaultId ?? null;
  const sorted = [...rows.filter((r) => r.id === defaultId), ...rows.filter((r) => r.id !== defaultId)];
  return (onlyDefault ? sorted.slice(0, 1) : sorted).map(toAddressJson);
}
