// Fields shared by the partner, captain and cancel contracts.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from './envelope.ts';
import { idInput } from './strict-inputs.ts';

/** The success answer of a partner or captain call: `{ success: true, data }`. */
export const okResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A positive database id in a path (/orders/:orderId ...): decimal digits only ("0x10" is not 16). */
export const dbId = idInput();

/** The steps of the order lifecycle (packages/domain orders/order-lifecycle.ts), for the buttons a console shows. */
export const lifecycleAction = z.enum([
  'accept',
  'reject',
  'cancel',
  'auto_cancel',
  'mark_ready',
  'assign_captain',
  'arrive',
  'pick_up',
  'deliver',
  'hand_over',
  'operator_cancel',
  'reassign_captain',
  'unassign_captain',
  'redispatch',
  'unlock_pin',
  'operator_deliver',
]);

/** A body that carries nothing but the optional auth fields (missing or null reads as {}). */
export const emptyBody = optionalBody(z.object(authFields)).meta({ examples: [{}] });

/** Free text a person types: trimmed, no control characters (a NUL byte cannot be stored). */
export const plainText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, message);

/** The customer's 4-digit delivery PIN. */
export const deliveryPinInput = z
  .string({ error: 'Enter the 4-digit PIN.' })
  .regex(/^\d{4}$/, 'Enter the 4-digit PIN.');
