import { type Db, schema } from '@khabar/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { addressJsonOf } from '../auth/user-json.ts';

const a = schema.addresses;
const u = schema.users;

export interface AddressInput {
  latitude: number;
  longitude: number;
  address: string;
  house: string;
  landmark: string;
  tag: 'HOME' | 'OFFICE' | 'OTHER';
}

/** The user's addresses, the default first (the spec's clients read element 0 as the default). */
export async function listAddresses(db: Db, userId: number, onlyDefault = false) {
  const [user] = await db.select({ defaultId: u.defaultAddressId }).from(u).where(eq(u.id, userId));
  const rows = await db.select().from(a).where(eq(a.userId, userId)).orderBy(desc(a.createdAt), desc(a.id));
  const defaultId = user?.defaultId ?? null;
  const sorted = [...rows.filter((r) => r.id === defaultId), ...rows.filter((r) => r.id !== defaultId)];
  return (onlyDefault ? sorted.slice(0, 1) : sorted).map(addressJsonOf);
}

/** Adds an address; the first one a user saves becomes the default. */
export async function addAddress(db: Db, userId: number, input: AddressInput, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({ ...input, userId, createdAt: now, updatedAt: now })
      .returning({ id: a.id });
    const [user] = await tx.select({ defaultId: u.defaultAddressId }).from(u).where(eq(u.id, userId));
    if (row && !user?.defaultId) await tx.update(u).set({ defaultAddressId: row.id }).where(eq(u.id, userId));
    return row?.id;
  });
}

/** Changes one of the user's own addresses; anyone else's id is "not found". */
export async function editAddress(db: Db, userId: number, addressId: number, input: AddressInput, now: Date) {
  const changed = await db
    .update(a)
    .set({ ...input, updatedAt: now })
    .where(and(eq(a.id, addressId), eq(a.userId, userId)))
    .returning({ id: a.id });
  if (changed.length === 0) throw notFound('Address not found');
}

/** Deletes one of the user's own addresses; a deleted default hands over to the newest other one. */
export async function deleteAddress(db: Db, userId: number, addressId: number) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ defaultId: u.defaultAddressId }).from(u).where(eq(u.id, userId));
    const gone = await tx
      .delete(a)
      .where(and(eq(a.id, addressId), eq(a.userId, userId)))
      .returning({ id: a.id });
    if (gone.length === 0) throw notFound('Address not found');
    if (user?.defaultId === addressId) {
      const [next] = await tx
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.userId, userId), ne(a.id, addressId)))
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(1);
      await tx
        .update(u)
        .set({ defaultAddressId: next?.id ?? null })
        .where(eq(u.id, userId));
    }
  });
}
