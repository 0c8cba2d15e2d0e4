// POST /api/admin/customers/find { phone } or { order_id } -> the customer with that mobile number, or
// whose order that is (exact; the number read as the login reads it), or null (any operator).
import { z } from 'zod';
import { mobile } from '../auth/phone-and-code.ts';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { UNIQUE_ORDER_ID } from '../common/strict-inputs.ts';
import { customerSummary } from './customer-fields.ts';

const ORDER_ID_MESSAGE = 'order_id must be an order number like KB2611264F7Q2K';

export const findCustomerBody = z
  .object({
    ...authFields,
    phone: mobile.nullish(),
    order_id: z
      .string({ error: ORDER_ID_MESSAGE })
      .trim()
      .min(6, ORDER_ID_MESSAGE)
      .regex(UNIQUE_ORDER_ID, ORDER_ID_MESSAGE)
      .transform((v) => v.toUpperCase())
      .nullish(),
  })
  .refine((b) => (b.phone ? 1 : 0) + (b.order_id ? 1 : 0) === 1, {
    message: 'Give either phone or order_id.',
    path: ['phone'],
  })
  .meta({ examples: [{ phone: '9876543210', order_id: null }] });
export type FindCustomerBody = z.infer<typeof findCustomerBody>;
export const findCustomerResponse = okResponse(customerSummary.nullable());
