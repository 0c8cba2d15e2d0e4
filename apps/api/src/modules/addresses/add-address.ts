import { type Db, schema } from '@khabar/db';
import type { AddressJson } from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { type AddressInput, addressInputOf } from './address-input.ts';
import { listAddresses } from './list-addresses.ts';
import { refuseBeyondAddressCap } from './refuse-beyond-address-cap.ts';

const a = schema.addresses;
const u = schema.users;

/**
 * Saves an address and makes it the default: a place the customer has just chosen is where the food
 * goes (decision 015). Saving an address the account already has, field for field, reuses it instead
 * of making a copy. With `keepDefault` (a street completed with its house in the cart, issue 23 item
 * 4) an account's default stays; an account without one still gets it. Answers the new list, the
 * default first.
 */
export async function addAddress({
  db,
  userId,
  input,
  onlyDefault,
  keepDefault = false,
  now,
}: {
  db: Db;
  userId: number;
  input: AddressInput;
  onlyDefault: boolean;
  keepDefault?: boolean;
  now: Date;
}): Promise<AddressJson[]> {
  const fields = addressInputOf(input);
  await db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: a.id })
      .from(a)
      .where(
        and(
          eq(a.userId, userId),
          eq(a.latitude, fields.latitude),
          eq(a.longitude, fields.longitude),
          eq(a.address, fields.address),
          eq(a.house, fields.house),
          eq(a.landmark, fields.landmark),
          eq(a.tag, fields.tag),
        ),
      )
      .limit(1);
    // Only a new row counts against the cap; the same place again is reused.
    if (!same) await refuseBeyondAddressCap({ tx, userId });
    const [row] = same
      ? [same]
      : await tx
          .insert(a)
          .values({ ...fields, userId, createdAt: now, updatedAt: now })
          .returning({ id: a.id });
    if (!row) return;
    await tx
      .update(u)
      .set({ defaultAddressId: row.id })
      .where(and(eq(u.id, userId), keepDefault ? isNull(u.defaultAddressId) : undefined));
  });
  return listAddresses({ db, userId, onlyDefault });
}
