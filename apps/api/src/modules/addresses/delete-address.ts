import { schema } from '@khabar/db';
import type { AddressJson } from '@khabar/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import type { OwnAddress } from './address-input.ts';
import { listAddresses } from './list-addresses.ts';

const a = schema.addresses;
const u = schema.users;

/** Deletes one of the user's own addresses (a deleted default hands over to the newest other one). */
export async function deleteAddress({ db, userId, addressId }: OwnAddress): Promise<AddressJson[]> {
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
  return listAddresses({ db, userId });
}
