import type { sendTestWebhookBody } from '@khabar/domain/contracts/admin/webhooks/send-test-webhook';
import type { WebhookDelivery } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { webhooksKey } from './list-webhooks.ts';

/** POST admin/webhooks/:webhookId/test (admins only): a made-up event queued for the endpoint. */
export function useSendTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ data: WebhookDelivery }, typeof sendTestWebhookBody>(`admin/webhooks/${id}/test`, {
        body: {},
      }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}
