import { schema } from '@khabar/db';
import type { AddressJson } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import type { OwnAddress } from './address-input.ts';
import { listAddresses } from './list-addresses.ts';

/**
 * Replace on Manage Address: one of the customer's own addresses becomes the account's default, the
 * one place the list, the menu and the cart use (decision 015). Anyone else's id is "not found".
 * Answers the address list, the new default first.
 */
export async function setDefaultAddress({ db, userId, addressId }: OwnAddress): Promise<AddressJson[]> {
  const a = schema.addresses;
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, addressId), eq(a.userId, userId)));
    if (!mine) throw notFound('Address not found');
    await tx.update(schema.users).set({ defaultAddressId: mine.id }).where(eq(schema.users.id, userId));
  });
  return listAddresses({ db, userId });
}
