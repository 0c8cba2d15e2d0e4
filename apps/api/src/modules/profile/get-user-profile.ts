import { type Db, schema } from '@khabar/db';
import { ACCOUNT_LANGUAGES, type AccountLanguage, paiseToRupees, type UserJson } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { toAddressJson } from '../addresses/index.ts';

/** The user as the browser stores it: profile, wallet balance in rupees, and the default address. */
export async function getUserProfile({ db, userId }: { db: Db; userId: number }): Promise<UserJson> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound('Account not found');
  const [address] = user.defaultAddressId
    ? await db.select().from(schema.addresses).where(eq(schema.addresses.id, user.defaultAddressId))
    : [];
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone,
    photo: user.photo,
    wallet_balance: paiseToRupees(user.walletBalancePaise),
    default_address_id: user.defaultAddressId,
    default_address: address ? toAddressJson(address) : null,
    language: isAccountLanguage(user.language) ? user.language : null,
  };
}

const isAccountLanguage = (value: string | null): value is AccountLanguage =>
  (ACCOUNT_LANGUAGES as readonly (string | null)[]).includes(value);
