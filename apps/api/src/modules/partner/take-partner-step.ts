// The restaurant console's steps on an order, answered as the order after the step.
import type { PartnerOrder, ServerLanguage } from '@khabar/domain';
import type { LifecycleContext, OrderRow } from '../lifecycle/index.ts';
import { acceptOrder, handOverOrder, markOrderReady, rejectOrder } from '../lifecycle/index.ts';
import { partnerOrdersJson } from './partner-order-json.ts';

export type PartnerStep =
  | { step: 'accept'; preparationMin: number }
  | { step: 'reject'; reason: string }
  | { step: 'ready' }
  | { step: 'hand-over'; pin: string };

export async function takePartnerStep(
  input: LifecycleContext & { userId: number; orderId: number; language: ServerLanguage } & PartnerStep,
): Promise<PartnerOrder> {
  const base = { ...input, actor: { type: 'restaurant', userId: input.userId } as const };
  let order: OrderRow;
  if (input.step === 'accept') order = await acceptOrder({ ...base, preparationMin: input.preparationMin });
  else if (input.step === 'reject') order = await rejectOrder({ ...base, reason: input.reason });
  else if (input.step === 'ready') order = await markOrderReady(base);
  else order = await handOverOrder({ ...base, pin: input.pin });
  const [json] = await partnerOrdersJson({
    db: input.db,
    orders: [order],
    settings: input.settings,
    language: input.language,
  });
  return json!;
}
