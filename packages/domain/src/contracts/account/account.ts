// The logged-in calls: addresses, wallet, notifications, profile. Each may carry token + user_id in the
// body (the spec's clients do); the Bearer header is what the web app sends.
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const authFields = {
  token: z.string().max(200).optional(),
  user_id: z.union([z.number(), z.string()]).optional(),
};
export const authOnlyBody = z.preprocess((v) => v ?? {}, z.object(authFields));

const text = (max: number) => z.string().trim().max(max).default('');
export const saveAddressBody = z.object({
  ...authFields,
  latitude,
  longitude,
  address: z.string().trim().min(1, 'Set location requires an address').max(300),
  house: text(120),
  landmark: text(120),
  tag: z.enum(['HOME', 'OFFICE', 'OTHER']).default('HOME'),
  get_only_default_address: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export const editAddressBody = saveAddressBody.extend({ address_id: id });
export const deleteAddressBody = z.object({ ...authFields, address_id: id });
export const markNotificationBody = z.object({ ...authFields, notification_id: id });

export const walletTransactionJson = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdraw']),
  /** Paise ("hundredths"): the spec's clients divide by 100. */
  amount: z.number().int(),
  meta: z.object({ description: z.string() }),
  created_at: z.string(),
});
export type WalletTransactionJson = z.infer<typeof walletTransactionJson>;

export const notificationJson = z.object({
  id: z.number().int(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  data: z.object({ title: z.string(), message: z.string() }),
  created_at: z.string(),
});
export type NotificationJson = z.infer<typeof notificationJson>;
