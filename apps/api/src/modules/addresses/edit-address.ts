import { type Db, schema } from '@khabar/db';
import type { AddressJson } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { type AddressInput, addressInputOf } from './address-input.ts';
import { listAddresses } from './list-addresses.ts';

const a = schema.addresses;

/** Changes one of the user's own addresses (anyone else's id is "not found") and answers the list. */
export async function editAddress({
  db,
  userId,
  addressId,
  input,
  onlyDefault,
  now,
}: {
  db: Db;
  userId: number;
  addressId: number;
  input: AddressInput;
  onlyDefault: boolean;
  now: Date;
}): Promise<AddressJson[]> {
  const changed = await db
    .update(a)
    .set({ ...addressInputOf(input), updatedAt: now })
    .where(and(eq(a.id, addressId), eq(a.userId, userId)))
    .returning({ id: a.id });
  if (changed.length === 0) throw notFound('Address not found');
  return listAddresses({ db, userId, onlyDefault });
}
