// POST /api/get-orders: the caller's orders, newest first (those awaiting online payment left out).
import { z } from 'zod';
import { pagedBody } from '../common/paged-body.ts';
import { orderJson } from './order.ts';

export const getOrdersBody = pagedBody;
export const getOrdersResponse = z.object({
  success: z.literal(true),
  data: z.array(orderJson),
  next_page: z.number().int().nullable(),
});
