import type { createWebhookBody } from '@khabar/domain/contracts/admin/webhooks/create-webhook';
import type { AdminWebhook } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { webhooksKey } from './list-webhooks.ts';

/** POST admin/webhooks/create (admins only): the endpoint and its secret, which no other answer shows. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; restaurant_id: number | null }) =>
      apiRequest<{ data: AdminWebhook & { secret: string } }, typeof createWebhookBody>(
        'admin/webhooks/create',
        { body },
      ).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhooksKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
